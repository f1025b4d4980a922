import { CV_LIMITS } from '@hirelane/contract/cv';
import type { DefaultValues, FieldValues, Path } from 'react-hook-form';
import type { z } from 'zod';
import { useContractForm } from '../../forms/use-contract-form.ts';
import { sendOrQueue } from '../api/entry-writes.ts';
import { type ListWrites, useSaveList } from '../api/list-writes.ts';
import { type SectionApi, useSaveSectionEntry } from '../api/section-api.ts';
import { useKeptToast } from './use-kept-toast.ts';

/** A draft to edit instead of an entry (the CV import's review): the form hands back the values. */
export type EntryDraft<Input> = { values: Input; onSave: (input: Input) => void };

/** What the form of a CV section entry takes. */
export type EntryFormProps<Entry, Input> = {
  /** The entry to edit; a new one when absent. */
  entry?: Entry | undefined;
  /** A draft to edit instead (the CV import's review): the form hands back the values, nothing is sent. */
  draft?: EntryDraft<Input> | undefined;
  onDone: () => void;
};

type EntryFormOptions<Input extends FieldValues> = {
  /** The entry's id when editing, null for a new one. */
  id: string | null;
  draft: EntryDraft<Input> | undefined;
  defaultValues: Input;
  /** Fields the server's 400 answer may name, shown under them. */
  fields: readonly Path<Input>[];
  onDone: () => void;
};

/**
 * The form of one CV section entry (experience, education): validated by its contract schema,
 * saved through the section's API — or handed back when it edits a draft.
 */
export function useEntryForm<Entry, Input extends FieldValues>(
  api: SectionApi<Entry, Input>,
  schema: z.ZodType<Input, Input>,
  { id, draft, defaultValues, fields, onDone }: EntryFormOptions<Input>,
) {
  const save = useSaveSectionEntry(api);
  const keptToast = useKeptToast();
  const form = useContractForm(schema, {
    namespace: 'cv',
    errorValues: CV_LIMITS,
    defaultValues: (draft?.values ?? defaultValues) as DefaultValues<Input>,
  });
  const handleSave = form.submitTo(
    async (input) => {
      if (draft) {
        draft.onSave(input);
        onDone();
        return;
      }
      // Offline the entry shows at once, waiting to sync, and the dialog closes.
      keptToast(await sendOrQueue(save, { entryId: id, input }), id);
      onDone();
    },
    { fields },
  );
  return { ...form, handleSave };
}

/**
 * The form of a whole CV list (skills, languages): validated by its contract schema, saved at
 * once through the list's writes (offline the change waits and the dialog closes); on failure the
 * toast says why and the dialog stays open with what was typed.
 */
export function useListForm<Input extends FieldValues, Output extends FieldValues, Response>(
  schema: z.ZodType<Output, Input>,
  defaultValues: DefaultValues<Input>,
  writes: ListWrites<Response, Output>,
  onDone: () => void,
) {
  const save = useSaveList(writes);
  const keptToast = useKeptToast();
  const form = useContractForm(schema, { namespace: 'cv', errorValues: CV_LIMITS, defaultValues });
  // On failure the toast and the form say why; the form keeps what was typed.
  const handleSave = form.submitTo(async (input) => {
    keptToast(await sendOrQueue(save, { entryId: writes.entryId, input }), writes.entryId);
    onDone();
  });
  return { ...form, handleSave };
}
