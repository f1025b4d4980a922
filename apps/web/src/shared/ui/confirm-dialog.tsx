import type { ConfirmDialogProps } from './confirm-modal.tsx';
import { DeferredDialog, lazyNamed } from './lazy.tsx';

const ConfirmModal = lazyNamed(() => import('./confirm-modal.tsx'), 'ConfirmModal');

/**
 * Asks before a destructive action (destructive actions in red behind a confirmation).
 * Focus starts on "cancel", so Enter never destroys anything by accident. A page that may ask
 * loads the dialog when it first does, not with the page.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  return <DeferredDialog dialog={ConfirmModal} props={props} />;
}
