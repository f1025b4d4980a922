import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

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
