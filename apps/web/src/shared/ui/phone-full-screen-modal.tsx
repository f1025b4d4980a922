import { Modal, type ModalProps } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';

/** Mantine's Modal for a form: full screen on a phone, a centred dialog elsewhere. */
export function PhoneFullScreenModal(props: ModalProps) {
  const isPhone = useMediaQuery('(max-width: 36em)');
  return <Modal fullScreen={isPhone ?? false} centered {...props} />;
}
