import { Drawer } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AppDatesProvider } from '../../../shared/forms/dates-provider.tsx';
import { dialogOpen } from '../../../shared/ui/open-overlays.ts';

export type JobDrawerProps = {
  opened: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
};

/**
 * The board's side drawer (a job's details, the create and edit form): the whole screen on a phone.
 * Every open Mantine overlay closes on an Escape (or the Android back button) anywhere, so while a
 * dialog opened from the drawer is on top, the drawer stays: only that dialog closes.
 */
export function JobDrawer({ opened, onClose, title, children }: JobDrawerProps) {
  const { t } = useTranslation('jobs');
  const isPhone = useMediaQuery('(max-width: 48em)');
  return (
    <AppDatesProvider>
      <Drawer
        opened={opened}
        onClose={() => {
          if (!dialogOpen()) onClose();
        }}
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
