import { Suspense } from 'react';
import { LazyOverlay, lazyNamed, useOpenedOnce } from './lazy.tsx';

export type ConfirmDialogProps = {
  opened: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  cancelLabel: string;
  /** Shows a spinner on the confirm button while the action runs. */
  loading?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

// Mantine's Modal brings the focus trap, scroll lock and floating-ui (~25 KiB gzip): a page that
// may ask for confirmation loads it when it first does, not with the page (issue 10).
const ConfirmModal = lazyNamed(() => import('./confirm-modal.tsx'), 'ConfirmModal');

/**
 * Asks before a destructive action (design.md: destructive actions in red behind a confirmation).
 * Focus starts on "cancel", so Enter never destroys anything by accident.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const openedOnce = useOpenedOnce(props.opened);
  if (!openedOnce) return null;
  return (
    <Suspense fallback={<LazyOverlay />}>
      <ConfirmModal {...props} />
    </Suspense>
  );
}
