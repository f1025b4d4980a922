import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export type SaveBarProps = {
  /** How many items (and profile fields) are ticked. */
  selected: number;
  submitting: boolean;
  onSave: () => void;
  onStartOver: () => void;
};

/** The review's footer, kept in view while scrolling: how much is ticked, start over, save. */
export function SaveBar({ selected, submitting, onSave, onStartOver }: SaveBarProps) {
  const { t } = useTranslation('cv');
  return (
    <Group justify="space-between" wrap="wrap" pos="sticky" bottom={0} py="sm" bg="var(--mantine-color-body)">
      <Text size="sm" aria-live="polite">
        {t('import.selected', { count: selected })}
      </Text>
      <Group gap="sm">
        <Button variant="default" onClick={onStartOver} disabled={submitting}>
          {t('import.startOver')}
        </Button>
        <Button onClick={onSave} loading={submitting} disabled={selected === 0}>
          {t('import.save')}
        </Button>
      </Group>
    </Group>
  );
}
