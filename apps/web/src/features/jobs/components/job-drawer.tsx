import { Drawer } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AppDatesProvider } from '../../../shared/forms/dates-provider.tsx';

export type JobDrawerProps = {
  opened: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
};

/** The board's side drawer (a job's details, the create and edit form): the whole screen on a phone. */
export function JobDrawer({ opened, onClose, title, children }: JobDrawerProps) {
  const { t } = useTranslation('jobs');
  const isPhone = useMediaQuery('(max-width: 48em)');
  return (
    <AppDatesProvider>
      <Drawer
        opened={opened}
        onClose={onClose}
        title={title}
        position="right"
        size={isPhone ? '100%' : 'lg'}
        padding="lg"
        closeButtonProps={{ 'aria-label': t('close') }}
      >
        {children}
      </Drawer>
    </AppDatesProvider>
  );
}
