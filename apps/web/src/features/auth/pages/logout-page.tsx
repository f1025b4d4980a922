import { Center, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { leaveForServerPage } from '../../../shared/session/leave-for-server-page.ts';
import { signOut } from '../api/logout.ts';

/** `/logout` */
export function LogoutPage() {
  const { t } = useTranslation('auth');
  // StrictMode runs effects twice in development; one logout call is enough.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    // The sign-in page is the server's: loaded in place of this one.
    void signOut().then(() => leaveForServerPage('/login'));
  }, []);

  return (
    <Center mih="100dvh">
      <Stack align="center" gap="sm" role="status" aria-live="polite">
        <Loader />
        <Text>{t('logout.signingOut')}</Text>
      </Stack>
    </Center>
  );
}
