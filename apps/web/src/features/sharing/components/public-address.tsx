import type { PublicProfileSettings } from '@hirelane/contract/sharing';
import { Alert, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PublicUrlActions } from './public-url-actions.tsx';

export type PublicAddressProps = { settings: PublicProfileSettings };

/** Where the saved profile can be seen, with copy and open; or why it cannot be seen yet. */
export function PublicAddress({ settings }: PublicAddressProps) {
  const { t } = useTranslation('sharing');
  if (!settings.handle || !settings.publicUrl) {
    return (
      <Alert variant="light" color="gray" title={t('profile.address.noneTitle')}>
        <Text size="sm">{t('profile.address.none')}</Text>
      </Alert>
    );
  }
  if (!settings.isVisible) {
    return (
      <Alert variant="light" color="gray" title={t('profile.address.hiddenTitle')}>
        <Text size="sm">{t('profile.address.hidden', { path: `/u/${settings.handle}` })}</Text>
      </Alert>
    );
  }
  return (
    <Alert variant="light" color="green" title={t('profile.address.liveTitle')}>
      <Stack gap="xs">
        <PublicUrlActions url={settings.publicUrl} openText={t('profile.address.open')} />
      </Stack>
    </Alert>
  );
}
