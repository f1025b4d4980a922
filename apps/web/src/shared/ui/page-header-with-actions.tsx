import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export type PageHeaderWithActionsProps = {
  title: string;
  subtitle: string;
  /** What the page offers beside its title (buttons, links). */
  children: ReactNode;
};

/** A page's title over its subtitle, with the page's actions at the other end of the line. */
export function PageHeaderWithActions({ title, subtitle, children }: PageHeaderWithActionsProps) {
  return (
    <Group justify="space-between" align="flex-end" gap="sm">
      <Stack gap={4}>
        <Title order={1}>{title}</Title>
        <Text c="dimmed">{subtitle}</Text>
      </Stack>
      {children}
    </Group>
  );
}
