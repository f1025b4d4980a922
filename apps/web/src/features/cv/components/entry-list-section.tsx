import type { CvSectionKey } from '@hirelane/contract/constants';
import { Group, Stack } from '@mantine/core';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { type RemoveEntryVariables, sendOrQueue } from '../../../shared/cv/api/entry-writes.ts';
import {
  type SectionApi,
  useRemoveSectionEntry,
  useSectionList,
} from '../../../shared/cv/api/section-api.ts';
import { FormModal } from '../../../shared/cv/forms/form-modal.tsx';
import { WaitingMark } from '../../../shared/offline/waiting-mark.tsx';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog.tsx';
import { LazyFallback } from '../../../shared/ui/lazy.tsx';
import { useConfirmedMutation } from '../../../shared/ui/use-confirmed-mutation.ts';
import { useCvDialog } from '../hooks/use-cv-dialog.ts';
import { EntryActions } from './entry-actions.tsx';
import { ListSectionCard } from './list-section-card.tsx';

export type EntryListTexts = {
  title: string;
  description: string;
  add: string;
  addFirst: string;
  empty: string;
  newTitle: string;
  editTitle: string;
  deleteTitle: string;
  loadFailed: string;
};

/** The texts of a section of entries, all under its key in the cv namespace. */
export function useEntryListTexts(key: 'experience' | 'education' | 'certifications'): EntryListTexts {
  const { t } = useTranslation('cv');
  return {
    title: t(`${key}.title`),
    description: t(`${key}.description`),
    add: t(`${key}.add`),
    addFirst: t(`${key}.addFirst`),
    empty: t(`${key}.empty`),
    newTitle: t(`${key}.newTitle`),
    editTitle: t(`${key}.editTitle`),
    deleteTitle: t(`${key}.deleteTitle`),
    loadFailed: t(`${key}.errors.load`),
  };
}

/** The section, texts, list and delete of a CV section of JSON entries, for EntryListSection. */
export function useSectionEntries<Entry, Input>(api: SectionApi<Entry, Input>) {
  return {
    section: api.section,
    texts: useEntryListTexts(api.section),
    list: useSectionList(api),
    remove: useRemoveSectionEntry(api),
  };
}

export type EntryListSectionProps<Entry> = {
  section: CvSectionKey;
  texts: EntryListTexts;
  list: UseQueryResult<Entry[]>;
  remove: UseMutationResult<unknown, Error, RemoveEntryVariables>;
  idOf: (entry: Entry) => string;
  /** Names an entry in labels and the delete question: "Developer at Fjord". */
  nameOf: (entry: Entry) => string;
  renderEntry: (entry: Entry) => ReactNode;
  renderForm: (entry: Entry | undefined, onDone: () => void) => ReactNode;
};

/**
 * A CV section of separate entries (experience, education, certifications): the list with edit
 * and delete, an inviting empty state, the add/edit dialog (open in the URL) and the delete question.
 */
export function EntryListSection<Entry>({
  section,
  texts,
  list,
  remove,
  idOf,
  nameOf,
  renderEntry,
  renderForm,
}: EntryListSectionProps<Entry>) {
  const { t } = useTranslation('cv');
  const dialog = useCvDialog();
  // Offline a delete waits to be sent and the question closes at once.
  const deletion = useConfirmedMutation(
    {
      mutateAsync: (variables: RemoveEntryVariables) => sendOrQueue(remove, variables),
      isPending: remove.isPending,
    },
    (entry: Entry) => ({ entryId: idOf(entry) }),
  );

  const editing = dialog.entryId ? list.data?.find((entry) => idOf(entry) === dialog.entryId) : undefined;
  // A stale ?entry= (deleted elsewhere) opens nothing rather than an empty "edit" form.
  const isDialogOpen = dialog.isOpen(section) && (dialog.entryId === null || editing !== undefined);

  return (
    <ListSectionCard
      section={section}
      texts={texts}
      list={list}
      openLabels={{ header: texts.add, empty: texts.addFirst }}
      onOpen={() => dialog.open(section)}
      renderItems={(entries) => (
        <Stack gap="md" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {entries.map((entry) => (
            <li key={idOf(entry)}>
              <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
                <Stack gap={2} miw={0}>
                  {renderEntry(entry)}
                  <WaitingMark id={idOf(entry)} />
                </Stack>
                <EntryActions
                  name={nameOf(entry)}
                  onEdit={() => dialog.open(section, idOf(entry))}
                  onDelete={() => deletion.ask(entry)}
                />
              </Group>
            </li>
          ))}
        </Stack>
      )}
    >
      <FormModal
        opened={isDialogOpen}
        title={editing ? texts.editTitle : texts.newTitle}
        onClose={dialog.close}
      >
        {isDialogOpen && <Suspense fallback={<LazyFallback />}>{renderForm(editing, dialog.close)}</Suspense>}
      </FormModal>
      <ConfirmDialog
        {...deletion.confirmProps}
        title={texts.deleteTitle}
        message={t('actions.deleteMessage', { name: deletion.asked ? nameOf(deletion.asked) : '' })}
        confirmLabel={t('actions.delete')}
        cancelLabel={t('actions.cancel')}
      />
    </ListSectionCard>
  );
}
