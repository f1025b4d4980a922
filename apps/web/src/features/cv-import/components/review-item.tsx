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

/** The item's part of its row: the rest of the row, but at least this much before the badge wraps. */
const ITEM_FLEX = '1 1 12rem';

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
        {/* The badge and the remove button go under the item when both do not fit beside it (a phone). */}
        <Group justify="space-between" wrap="wrap" align={compact ? 'center' : 'flex-start'}>
          {compact ? (
            <>
              <Checkbox
                checked={include}
                onChange={(event) => onInclude(event.currentTarget.checked)}
                aria-label={includeLabel ?? t('import.keep', { label })}
              />
              <Box style={{ flex: ITEM_FLEX }}>{editor}</Box>
            </>
          ) : (
            <Checkbox
              checked={include}
              onChange={(event) => onInclude(event.currentTarget.checked)}
              label={<Text fw={600}>{includeLabel ?? (label || t('import.untitled'))}</Text>}
              description={details.filter(Boolean).join(' · ')}
              style={{ flex: ITEM_FLEX }}
            />
          )}
          <Group gap={4} wrap="nowrap" ml="auto">
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
