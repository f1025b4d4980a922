import type { PublicProfileSettings } from '@hirelane/contract/sharing';
import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CopyLinkButton } from './copy-link-button.tsx';

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
        <Anchor
          href={settings.publicUrl}
          target="_blank"
          rel="noopener noreferrer"
          size="sm"
          style={{ wordBreak: 'break-all' }}
        >
          {settings.publicUrl}
        </Anchor>
        <Group gap="xs">
          <CopyLinkButton size="xs" url={settings.publicUrl} />
          <Button
            size="xs"
            variant="default"
            component="a"
            href={settings.publicUrl}
            target="_blank"
            rel="noopener noreferrer"
          >
            {t('profile.address.open')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
