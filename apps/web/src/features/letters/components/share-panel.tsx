import type { Letter } from '@hirelane/contract/letters';
import { Anchor, Button, Card, Group, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { copyText } from '../../../shared/ui/copy-text.ts';

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
          <>
            <TextInput
              label={t('share.linkLabel')}
              value={url}
              readOnly
              onFocus={(event) => event.currentTarget.select()}
            />
            <Group gap="xs">
              <Button
                variant="light"
                onClick={() =>
                  void copyText(url, { done: t('share.copied'), failed: t('actions.copyFailed') })
                }
              >
                {t('share.copy')}
              </Button>
              <Anchor href={url} target="_blank" rel="noopener noreferrer" size="sm">
                {t('share.open')}
              </Anchor>
            </Group>
          </>
        )}
      </Stack>
    </Card>
  );
}
