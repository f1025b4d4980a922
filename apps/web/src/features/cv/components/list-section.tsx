import type { CvSectionKey } from '@hirelane/contract/constants';
import { Stack } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { FormModal } from '../../../shared/cv/forms/form-modal.tsx';
import { WaitingMark } from '../../../shared/offline/waiting-mark.tsx';
import { useCvDialog } from '../hooks/use-cv-dialog.ts';
import { ListSectionCard } from './list-section-card.tsx';

export type ListSectionTexts = {
  title: string;
  description: string;
  edit: string;
  addFirst: string;
  empty: string;
  dialogTitle: string;
  loadFailed: string;
};

export type ListSectionProps<Item> = {
  section: CvSectionKey;
  texts: ListSectionTexts;
  list: UseQueryResult<Item[]>;
  children: (items: Item[]) => ReactNode;
  renderForm: (items: Item[], onDone: () => void) => ReactNode;
  /** The list's own id: the section says when a change to it waits to sync. */
  waitingId: string;
};

/** A CV section kept as one list, replaced as a whole (skills, languages): shown, and edited in one dialog. */
export function ListSection<Item>({
  section,
  texts,
  list,
  children,
  renderForm,
  waitingId,
}: ListSectionProps<Item>) {
  const dialog = useCvDialog();
  const isDialogOpen = dialog.isOpen(section) && list.data !== undefined;
  return (
    <ListSectionCard
      section={section}
      texts={texts}
      list={list}
      openLabels={{ header: texts.edit, empty: texts.addFirst }}
      onOpen={() => dialog.open(section)}
      renderItems={(items) => (
        <Stack gap={4}>
          {children(items)}
          <WaitingMark id={waitingId} />
        </Stack>
      )}
    >
      <FormModal opened={isDialogOpen} title={texts.dialogTitle} onClose={dialog.close}>
        {isDialogOpen && list.data && renderForm(list.data, dialog.close)}
      </FormModal>
    </ListSectionCard>
  );
}
