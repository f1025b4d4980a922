import type { ReactNode } from 'react';
import { DeferredDialog, lazyNamed } from '../../../shared/ui/lazy.tsx';

export type FormModalProps = {
  opened: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
};

const FormModalDialog = lazyNamed(() => import('./form-modal-dialog.tsx'), 'FormModalDialog');

/**
 * The add/edit dialog of a CV section: full screen on a phone, a centred dialog elsewhere. Its
 * Modal loads when a section's dialog first opens, not with the CV page.
 */
export function FormModal(props: FormModalProps) {
  return <DeferredDialog dialog={FormModalDialog} props={props} />;
}
