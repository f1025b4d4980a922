import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Group, Reviewed } from '../model/import-review.ts';

/** A group of the review (Experience, Skills…) with how many of its items are kept. */
export function ReviewSection({
  title,
  summary,
  children,
}: {
  title: string;
  summary: string;
  children: ReactNode;
}) {
  return (
    <Stack gap="xs" component="section" aria-label={title}>
      <Title order={2} fz="h4">
        {title}
      </Title>
      <Text size="sm" c="dimmed">
        {summary}
      </Text>
      <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
        {children}
      </Stack>
    </Stack>
  );
}

/** The section of one extracted group under its own name ("2 of 3 kept"); nothing when the CV had none. */
export function GroupSection({
  group,
  items,
  children,
}: {
  group: Exclude<Group, 'profile'>;
  items: Reviewed<unknown>[];
  children: ReactNode;
}) {
  const { t } = useTranslation('cv');
  if (items.length === 0) return null;
  return (
    <ReviewSection
      title={t(`import.groups.${group}`)}
      summary={t('import.groupSummary', { kept: items.filter((i) => i.include).length, count: items.length })}
    >
      {children}
    </ReviewSection>
  );
}
