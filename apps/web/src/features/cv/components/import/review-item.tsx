import { ActionIcon, Badge, Box, Checkbox, Group, Paper, Stack, Text, Tooltip } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export type ReviewItemProps = {
  label: string;
  /** The tick box's words when not "label" itself (a profile field: "Use … on my profile"). */
  includeLabel?: string;
  details?: (string | null | undefined)[];
  include: boolean;
  duplicate: boolean;
  /** The badge of a duplicate; "Already on your CV" unless said. */
  duplicateLabel?: string;
  error?: string | undefined;
  onInclude: (include: boolean) => void;
  onRemove: () => void;
  /** An edit button or inline fields. */
  editor?: ReactNode;
  /** One row: the tick box beside the fields that are the item itself (a skill, a language). */
  compact?: boolean;
};

/** One extracted item: keep it or not, what it says, whether the CV has it already, what is wrong. */
export function ReviewItem({
  label,
  includeLabel,
  details = [],
  include,
  duplicate,
  duplicateLabel,
  error,
  onInclude,
  onRemove,
  editor,
  compact = false,
}: ReviewItemProps) {
  const { t } = useTranslation('cv');
  return (
    <Paper
      component="li"
      withBorder
      radius="md"
      p="sm"
      style={{ borderColor: error && include ? 'var(--mantine-color-red-6)' : undefined }}
    >
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align={compact ? 'center' : 'flex-start'}>
          {compact ? (
            <>
              <Checkbox
                checked={include}
                onChange={(event) => onInclude(event.currentTarget.checked)}
                aria-label={includeLabel ?? t('import.keep', { label })}
              />
              <Box flex={1}>{editor}</Box>
            </>
          ) : (
            <Checkbox
              checked={include}
              onChange={(event) => onInclude(event.currentTarget.checked)}
              label={<Text fw={600}>{includeLabel ?? (label || t('import.untitled'))}</Text>}
              description={details.filter(Boolean).join(' · ')}
            />
          )}
          <Group gap={4} wrap="nowrap">
            {duplicate && (
              <Badge variant="light" color="gray">
                {duplicateLabel ?? t('import.duplicate')}
              </Badge>
            )}
            <Tooltip label={t('import.remove')}>
              <ActionIcon
                variant="subtle"
                color="gray"
                onClick={onRemove}
                aria-label={`${t('import.remove')}: ${label}`}
              >
                ✕
              </ActionIcon>
            </Tooltip>
          </Group>
        </Group>
        {error && include && (
          <Text size="sm" c="red.8" role="status">
            {error}
          </Text>
        )}
        {!compact && editor}
      </Stack>
    </Paper>
  );
}
