import { Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { FormModalProps } from './form-modal.tsx';

/** Mantine's Modal for FormModal: full screen on a phone, a centred dialog elsewhere. */
export function FormModalDialog({ opened, title, onClose, children }: FormModalProps) {
  const isPhone = useMediaQuery('(max-width: 36em)');
  return (
    <Modal opened={opened} onClose={onClose} title={title} size="lg" fullScreen={isPhone ?? false} centered>
      {children}
    </Modal>
  );
}
