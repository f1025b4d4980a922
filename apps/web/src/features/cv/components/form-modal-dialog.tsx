import { PhoneFullScreenModal } from '../../../shared/ui/phone-full-screen-modal.tsx';
import type { FormModalProps } from './form-modal.tsx';

/** Mantine's Modal for FormModal: full screen on a phone, a centred dialog elsewhere. */
export function FormModalDialog({ opened, title, onClose, children }: FormModalProps) {
  return (
    <PhoneFullScreenModal opened={opened} onClose={onClose} title={title} size="lg">
      {children}
    </PhoneFullScreenModal>
  );
}
