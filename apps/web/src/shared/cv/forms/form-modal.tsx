import { DeferredDialog, lazyNamed } from '../../ui/lazy.tsx';
import type { FormModalProps } from './form-modal-dialog.tsx';

const FormModalDialog = lazyNamed(() => import('./form-modal-dialog.tsx'), 'FormModalDialog');

/**
 * The add/edit dialog of a CV section: full screen on a phone, a centred dialog elsewhere. Its
 * Modal loads when a section's dialog first opens, not with the CV page.
 */
export function FormModal(props: FormModalProps) {
  return <DeferredDialog dialog={FormModalDialog} props={props} />;
}
