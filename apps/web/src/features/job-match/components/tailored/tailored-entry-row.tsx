import type { TailoredEntry } from '@hirelane/contract/tailored-cv';
import { ActionIcon, Button, Checkbox, Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

type TailoredEntryRowProps = {
  entry: TailoredEntry;
  /** Whether it can move up or down within its section. */
  first: boolean;
  last: boolean;
  /** The version's own description (experience only), or undefined while it keeps the main CV's. */
  description: string | undefined;
  onToggle: () => void;
  onMove: (by: -1 | 1) => void;
  onDescription: (text: string | undefined) => void;
};

/** One entry of the main CV in a job's version: shown or left out, moved, and (a job) reworded. */
export function TailoredEntryRow({
  entry,
  first,
  last,
  description,
  onToggle,
  onMove,
  onDescription,
}: TailoredEntryRowProps) {
  const { t } = useTranslation('jobs');
  const [rewording, setRewording] = useState(description !== undefined);
  const name = entry.title;
  return (
    // A left-out entry says so in words and with a dashed border (faded text would fail contrast).
    <Paper withBorder p="sm" radius="md" style={entry.excluded ? { borderStyle: 'dashed' } : undefined}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Checkbox
            miw={0}
            checked={!entry.excluded}
            onChange={onToggle}
            label={name}
            description={entry.subtitle ?? undefined}
            aria-label={t('tailored.show', { name })}
          />
          <Group gap={4} wrap="nowrap">
            <MoveButton label={t('tailored.moveUp', { name })} stuck={first} onMove={() => onMove(-1)}>
              ↑
            </MoveButton>
            <MoveButton label={t('tailored.moveDown', { name })} stuck={last} onMove={() => onMove(1)}>
              ↓
            </MoveButton>
          </Group>
        </Group>
        {entry.excluded && (
          <Text size="xs" fw={500}>
            {t('tailored.leftOut')}
          </Text>
        )}
        {entry.section === 'experience' && !entry.excluded && (
          <>
            {rewording ? (
              <Textarea
                label={t('tailored.description', { name })}
                description={t('tailored.descriptionHint')}
                autosize
                minRows={3}
                value={description ?? entry.description ?? ''}
                onChange={(event) => onDescription(event.currentTarget.value)}
              />
            ) : (
              entry.description && (
                <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-line' }}>
                  {entry.description}
                </Text>
              )
            )}
            <Group>
              <Button
                size="compact-sm"
                variant="subtle"
                onClick={() => {
                  if (rewording) onDescription(undefined);
                  setRewording(!rewording);
                }}
              >
                {rewording ? t('tailored.keepDescription') : t('tailored.reword')}
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Paper>
  );
}

type MoveButtonProps = { label: string; stuck: boolean; onMove: () => void; children: string };

/**
 * Moves an entry one place. At the end of its section it looks and reads as disabled but keeps focus
 * (a disabled button would drop the focus of someone moving an entry by keyboard).
 */
function MoveButton({ label, stuck, onMove, children }: MoveButtonProps) {
  return (
    <ActionIcon
      variant="subtle"
      data-disabled={stuck || undefined}
      aria-disabled={stuck || undefined}
      onClick={() => {
        if (!stuck) onMove();
      }}
      aria-label={label}
    >
      {children}
    </ActionIcon>
  );
}
