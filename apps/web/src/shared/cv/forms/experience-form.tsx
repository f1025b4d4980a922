import { type Experience, type ExperienceInput, experienceInput } from '@hirelane/contract/cv';
import { EMPLOYMENT_TYPES } from '@hirelane/contract/jobs';
import { Checkbox, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ChoiceField } from '../../forms/choice-field.tsx';
import { submitOnlyOnPurpose } from '../../forms/enter-key.ts';
import { useControlledField } from '../../forms/use-controlled-field.ts';
import { experienceApi } from '../api/experience.ts';
import { experienceFormValues } from './entry-forms.ts';
import { FormActions } from './form-actions.tsx';
import { MonthRangeFields } from './month-range-fields.tsx';
import { type EntryFormProps, useEntryForm } from './use-entry-form.ts';

const FIELDS = [
  'title',
  'company',
  'location',
  'employmentType',
  'startDate',
  'endDate',
  'isCurrent',
  'description',
] as const;

export type ExperienceFormProps = EntryFormProps<Experience, ExperienceInput>;

/** Add or edit a job: title, company, where, how, from when to when (or "current"), what you did. */
export function ExperienceForm({ entry, draft, onDone }: ExperienceFormProps) {
  const { t } = useTranslation('cv');
  const { register, field, controlled, handleSave, setValue, watch, isSubmitting, submitError } =
    useEntryForm(experienceApi, experienceInput, {
      id: entry?.userExperienceId ?? null,
      draft,
      defaultValues: experienceFormValues(entry),
      fields: FIELDS,
      onDone,
    });
  const isCurrent = watch('isCurrent');
  const endDate = watch('endDate');
  const start = useControlledField(controlled('startDate'));
  // "Give an end month or tick current" and "end before start" share the issue code.
  const end = useControlledField(controlled('endDate', endDate ? 'endDate' : 'endDateMissing'));

  return (
    <form onSubmit={handleSave} onKeyDown={submitOnlyOnPurpose} noValidate>
      <Stack gap="md">
        <TextInput label={t('fields.jobTitle')} withAsterisk data-autofocus {...field('title')} />
        <TextInput label={t('fields.company')} withAsterisk {...field('company')} />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput label={t('fields.location')} {...field('location')} />
          <ChoiceField
            label={t('fields.employmentType')}
            placeholder={t('fields.employmentTypePlaceholder')}
            data={EMPLOYMENT_TYPES.map((type) => ({
              value: type,
              label: t(`employmentType.${type}` as const),
            }))}
            {...controlled('employmentType')}
          />
        </SimpleGrid>
        <MonthRangeFields start={start} end={end} endDisabled={isCurrent} />
        <Checkbox
          label={t('fields.isCurrent')}
          {...register('isCurrent', {
            // A current job has no end: drop it, so an old end month cannot fail validation unseen.
            onChange: (event: { target: { checked: boolean } }) => {
              if (event.target.checked) setValue('endDate', null, { shouldValidate: true });
            },
          })}
        />
        <Textarea
          label={t('fields.description')}
          description={t('fields.descriptionHint')}
          autosize
          minRows={3}
          maxRows={10}
          {...field('description')}
        />
        <FormActions isSubmitting={isSubmitting} onCancel={onDone} error={submitError} />
      </Stack>
    </form>
  );
}
