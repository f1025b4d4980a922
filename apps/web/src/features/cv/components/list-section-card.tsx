import type { CvSectionKey } from '@hirelane/contract/constants';
import { Button } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ListContent, SectionCard } from './section-card.tsx';

export type ListSectionCardProps<Item> = {
  section: CvSectionKey;
  texts: { title: string; description: string; empty: string; loadFailed: string };
  list: UseQueryResult<Item[]>;
  /** The header's button once the list has items (add, edit) and the empty state's (add the first). */
  openLabels: { header: string; empty: string };
  /** Opens the section's dialog. */
  onOpen: () => void;
  renderItems: (items: Item[]) => ReactNode;
  /** The section's dialogs. */
  children: ReactNode;
};

/** The card of a CV section that shows one list: its states, and the button that opens its dialog. */
export function ListSectionCard<Item>({
  section,
  texts,
  list,
  openLabels,
  onOpen,
  renderItems,
  children,
}: ListSectionCardProps<Item>) {
  const openButton = (label: string) => (
    <Button variant="light" onClick={onOpen}>
      {label}
    </Button>
  );
  return (
    <SectionCard
      id={`cv-${section}`}
      title={texts.title}
      description={texts.description}
      action={list.data?.length ? openButton(openLabels.header) : undefined}
    >
      <ListContent
        list={list}
        errorText={texts.loadFailed}
        emptyText={texts.empty}
        emptyAction={openButton(openLabels.empty)}
      >
        {renderItems}
      </ListContent>
      {children}
    </SectionCard>
  );
}
