import { Button, EmptyState, Paper, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PlusIcon } from './icons.tsx';

export type BoardEmptyProps = { onAdd: () => void };

/** A new user's board: what it is for, and the one button that starts it. */
export function BoardEmpty({ onAdd }: BoardEmptyProps) {
  const { t } = useTranslation('jobs');
  return (
    <Paper withBorder radius="md" py="xl" px="md">
      <EmptyState
        title={
          <Title order={2} fz="h3" ta="center">
            {t('empty.title')}
          </Title>
        }
        icon={<PlusIcon />}
        withIndicatorBackground
        description={t('empty.description')}
        mx="auto"
        maw={520}
      >
        <Button leftSection={<PlusIcon />} onClick={onAdd}>
          {t('empty.action')}
        </Button>
      </EmptyState>
    </Paper>
  );
}
