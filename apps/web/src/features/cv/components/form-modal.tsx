import { Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';

export type FormModalProps = {
  opened: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
};

/** The add/edit dialog of a CV section: full screen on a phone, a centred dialog elsewhere. */
export function FormModal({ opened, title, onClose, children }: FormModalProps) {
  const isPhone = useMediaQuery('(max-width: 36em)');
  return (
    <Modal opened={opened} onClose={onClose} title={title} size="lg" fullScreen={isPhone ?? false} centered>
      {children}
    </Modal>
  );
}
