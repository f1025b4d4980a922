import { type Education, type EducationInput, educationInput } from '@hirelane/contract/cv';
import { SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { submitOnlyOnPurpose } from '../../forms/enter-key.ts';
import { useControlledField } from '../../forms/use-controlled-field.ts';
import { educationApi } from '../api/education.ts';
import { educationFormValues } from './entry-forms.ts';
import { FormActions } from './form-actions.tsx';
import { MonthRangeFields } from './month-range-fields.tsx';
import { type EntryFormProps, useEntryForm } from './use-entry-form.ts';

const FIELDS = ['school', 'degree', 'field', 'startDate', 'endDate', 'grade', 'description'] as const;

export type EducationFormProps = EntryFormProps<Education, EducationInput>;

/** Add or edit a school or course: where, what, from when to when (no end: ongoing), grade. */
export function EducationForm({ entry, draft, onDone }: EducationFormProps) {
  const { t } = useTranslation('cv');
  const { field, controlled, handleSave, isSubmitting, submitError } = useEntryForm(
    educationApi,
    educationInput,
    {
      id: entry?.userEducationId ?? null,
      draft,
      defaultValues: educationFormValues(entry),
      fields: FIELDS,
      onDone,
    },
  );
  const start = useControlledField(controlled('startDate'));
  const end = useControlledField(controlled('endDate'));

  return (
    <form onSubmit={handleSave} onKeyDown={submitOnlyOnPurpose} noValidate>
      <Stack gap="md">
        <TextInput label={t('fields.school')} withAsterisk data-autofocus {...field('school')} />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput label={t('fields.degree')} {...field('degree')} />
          <TextInput label={t('fields.field')} {...field('field')} />
        </SimpleGrid>
        <MonthRangeFields start={start} end={end} endDescription={t('fields.endDateOngoing')} />
        <TextInput label={t('fields.grade')} {...field('grade')} />
        <Textarea
          label={t('fields.description')}
          autosize
          minRows={2}
          maxRows={8}
          {...field('description')}
        />
        <FormActions isSubmitting={isSubmitting} onCancel={onDone} error={submitError} />
      </Stack>
    </form>
  );
}
