import type { Letter } from '@hirelane/contract/letters';
import { Card, Stack, Switch, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CopyableLink } from '../../../shared/ui/copyable-link.tsx';

export type SharePanelProps = {
  /** The letter as last saved: its public link appears once the server made one. */
  saved: Letter;
  isPublic: boolean;
  onChange: (isPublic: boolean) => void;
};

/** The public link: on or off, the address to copy, and what the reader sees. */
export function SharePanel({ saved, isPublic, onChange }: SharePanelProps) {
  const { t } = useTranslation('letters');
  const url = isPublic ? saved.publicUrl : null;
  return (
    <Card withBorder padding="md">
      <Stack gap="sm">
        <Title order={2} fz="h4">
          {t('share.title')}
        </Title>
        <Switch
          label={t('share.switch')}
          checked={isPublic}
          onChange={(event) => onChange(event.currentTarget.checked)}
        />
        <Text size="sm" c="dimmed">
          {t('share.description')}
        </Text>
        {url && (
          <CopyableLink
            url={url}
            label={t('share.linkLabel')}
            copy={{ action: t('share.copy'), done: t('share.copied'), failed: t('actions.copyFailed') }}
            copyVariant="light"
            openText={t('share.open')}
          />
        )}
      </Stack>
    </Card>
  );
}
