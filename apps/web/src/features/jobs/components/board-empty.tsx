import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ExtensionMention } from './extension-mention.tsx';
import { PlusIcon } from './icons.tsx';

export type BoardEmptyProps = { onAdd: () => void };

/** A new user's board: above its (empty) lanes, what it is for and the one button that starts it. */
export function BoardEmpty({ onAdd }: BoardEmptyProps) {
  const { t } = useTranslation('jobs');
  return (
    <Paper withBorder radius="md" p="md">
      <Group justify="space-between" align="center" gap="md">
        <Stack gap={4} maw={640}>
          <Title order={2} fz="h4">
            {t('empty.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('empty.description')}
          </Text>
          <ExtensionMention />
        </Stack>
        <Button leftSection={<PlusIcon />} onClick={onAdd}>
          {t('empty.action')}
        </Button>
      </Group>
    </Paper>
  );
}
