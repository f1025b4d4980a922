import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export type AccountSectionProps = {
  title: string;
  description?: string;
  children: ReactNode;
};

/** One card of the account pages: a heading, one sentence of what it is for, the form. */
export function AccountSection({ title, description, children }: AccountSectionProps) {
  return (
    <Paper component="section" withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} fz="h3">
            {title}
          </Title>
          {description && <Text c="dimmed">{description}</Text>}
        </Stack>
        {children}
      </Stack>
    </Paper>
  );
}
