import { Card, EmptyState, Group, Skeleton, Stack } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { LoadError } from '../../../shared/ui/load-error.tsx';
import { SectionHeading } from '../../../shared/ui/section-heading.tsx';

export type SectionCardProps = {
  /** Anchor id, so the preview and the guide can link to the section. */
  id: string;
  title: string;
  description: string;
  /** The section's main action (add / edit), top right. */
  action?: ReactNode;
  children: ReactNode;
};

/** One card per CV section: heading, one line on what it is for, its action and its content. */
export function SectionCard({ id, title, description, action, children }: SectionCardProps) {
  const headingId = useId();
  return (
    <Card component="section" id={id} aria-labelledby={headingId} withBorder padding="lg">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          {/* Wide enough for the heading: on a phone the action moves below it rather than squeezing it. */}
          <SectionHeading
            order={2}
            id={headingId}
            title={title}
            description={description}
            gap={4}
            flex="1 1 16rem"
            miw={0}
          />
          {action}
        </Group>
        {children}
      </Stack>
    </Card>
  );
}

export type SectionContentProps = {
  isPending: boolean;
  /** Set when loading failed and there is nothing to show. */
  error: unknown;
  errorText: string;
  onRetry: () => void;
  isEmpty: boolean;
  /** One sentence that invites the first entry. */
  emptyText: string;
  /** The button that adds the first entry. */
  emptyAction: ReactNode;
  children: ReactNode;
};

/** Skeleton while loading, the failure with a retry, an inviting empty state, or the entries. */
export function SectionContent({
  isPending,
  error,
  errorText,
  onRetry,
  isEmpty,
  emptyText,
  emptyAction,
  children,
}: SectionContentProps) {
  if (isPending) {
    return (
      <Stack gap="xs" aria-busy="true">
        <Skeleton height={14} width="60%" />
        <Skeleton height={12} width="40%" />
        <Skeleton height={12} width="80%" />
      </Stack>
    );
  }
  if (error) {
    return <LoadError message={errorText} onRetry={onRetry} />;
  }
  if (isEmpty) {
    return (
      <EmptyState size="sm" description={emptyText}>
        <EmptyState.Actions>{emptyAction}</EmptyState.Actions>
      </EmptyState>
    );
  }
  return children;
}

export type ListContentProps<Item> = {
  /** The section's one query: its list of entries or items. */
  list: UseQueryResult<Item[]>;
  errorText: string;
  emptyText: string;
  emptyAction: ReactNode;
  children: (items: Item[]) => ReactNode;
};

/** SectionContent for a section that shows one query's list: retry refetches it, empty means no items. */
export function ListContent<Item>({
  list,
  errorText,
  emptyText,
  emptyAction,
  children,
}: ListContentProps<Item>) {
  return (
    <SectionContent
      isPending={list.isPending}
      error={list.data ? null : list.error}
      errorText={errorText}
      onRetry={() => void list.refetch()}
      isEmpty={list.data?.length === 0}
      emptyText={emptyText}
      emptyAction={emptyAction}
    >
      {list.data && children(list.data)}
    </SectionContent>
  );
}
