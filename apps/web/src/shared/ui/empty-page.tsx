import { EmptyState, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export type EmptyPageProps = {
  title: string;
  description: string;
  /** Shown above the title, e.g. a "coming soon" badge. */
  badge?: ReactNode;
  icon?: ReactNode;
  /** The one action that gets the user going. */
  children?: ReactNode;
};

/** A page that is only an empty state: one heading, one sentence, one action. */
export function EmptyPage({ title, description, badge, icon, children }: EmptyPageProps) {
  return (
    <Stack align="center" gap="lg" py="xl" maw={560} mx="auto">
      {badge}
      <EmptyState
        icon={icon}
        title={
          <Title order={1} fz="h2" ta="center">
            {title}
          </Title>
        }
        description={description}
      >
        {children}
      </EmptyState>
    </Stack>
  );
}
