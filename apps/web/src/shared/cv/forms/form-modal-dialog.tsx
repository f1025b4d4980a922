import type { ReactNode } from 'react';
import { PhoneFullScreenModal } from '../../ui/phone-full-screen-modal.tsx';

/** FormModal's props, declared here so that FormModal, which loads this module, imports only a type. */
export type FormModalProps = {
  opened: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
};

/** Mantine's Modal for FormModal: full screen on a phone, a centred dialog elsewhere. */
export function FormModalDialog({ opened, title, onClose, children }: FormModalProps) {
  return (
    <PhoneFullScreenModal opened={opened} onClose={onClose} title={title} size="lg">
      {children}
    </PhoneFullScreenModal>
  );
}
