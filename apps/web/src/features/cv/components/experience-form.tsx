import { CV_LIMITS, type Experience, type ExperienceInput, experienceInput } from '@hirelane/contract/cv';
import { EMPLOYMENT_TYPES } from '@hirelane/contract/jobs';
import { zodResolver } from '@hookform/resolvers/zod';
import { Checkbox, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { applyServerErrors } from '../../../shared/forms/apply-server-errors.ts';
import { fieldProps } from '../../../shared/forms/field-props.ts';
import { useFieldError } from '../../../shared/forms/use-field-error.ts';
import { experienceApi } from '../api/experience.ts';
import { useSaveSectionEntry } from '../api/section-api.ts';
import { experienceFormValues } from '../model/entry-forms.ts';
import { FormActions } from './form-actions.tsx';
import { MonthField } from './month-field.tsx';

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

export type ExperienceFormProps = {
  /** The entry to edit; a new one when absent. */
  entry?: Experience | undefined;
  /** A draft to edit instead (the CV import's review): the form hands back the values, nothing is sent. */
  draft?: { values: ExperienceInput; onSave: (input: ExperienceInput) => void } | undefined;
  onDone: () => void;
};

/** Add or edit a job: title, company, where, how, from when to when (or "current"), what you did. */
export function ExperienceForm({ entry, draft, onDone }: ExperienceFormProps) {
  const { t } = useTranslation('cv');
  const fieldError = useFieldError('cv', CV_LIMITS);
  const save = useSaveSectionEntry(experienceApi);
  const {
    register,
    control,
    handleSubmit,
    setError,
    setValue,
    watch,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(experienceInput),
    defaultValues: draft?.values ?? experienceFormValues(entry),
  });
  const field = fieldProps(register, errors, fieldError);
  const isCurrent = watch('isCurrent');
  const endDate = watch('endDate');

  const handleSave = handleSubmit(async (input) => {
    if (draft) {
      draft.onSave(input);
      onDone();
      return;
    }
    try {
      await save.mutateAsync({ id: entry?.userExperienceId ?? null, input });
      onDone();
    } catch (error) {
      applyServerErrors(error, setError, FIELDS);
    }
  });

  return (
    <form onSubmit={handleSave} noValidate>
      <Stack gap="md">
        <TextInput label={t('fields.jobTitle')} withAsterisk data-autofocus {...field('title')} />
        <TextInput label={t('fields.company')} withAsterisk {...field('company')} />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput label={t('fields.location')} {...field('location')} />
          <Controller
            control={control}
            name="employmentType"
            render={({ field }) => (
              <Select
                label={t('fields.employmentType')}
                placeholder={t('fields.employmentTypePlaceholder')}
                data={EMPLOYMENT_TYPES.map((type) => ({
                  value: type,
                  label: t(`employmentType.${type}` as const),
                }))}
                value={field.value ?? null}
                onChange={(value) => field.onChange(value)}
                onBlur={field.onBlur}
                name={field.name}
                clearable
                comboboxProps={{ withinPortal: true }}
              />
            )}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <Controller
            control={control}
            name="startDate"
            render={({ field }) => (
              <MonthField
                label={t('fields.startDate')}
                withAsterisk
                value={field.value}
                onChange={(value) => field.onChange(value ?? '')}
                onBlur={field.onBlur}
                name={field.name}
                error={fieldError('startDate', errors.startDate)}
              />
            )}
          />
          <Controller
            control={control}
            name="endDate"
            render={({ field }) => (
              <MonthField
                label={t('fields.endDate')}
                value={isCurrent ? null : field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                name={field.name}
                disabled={isCurrent}
                clearable
                // "Give an end month or tick current" and "end before start" share the issue code.
                error={fieldError(endDate ? 'endDate' : 'endDateMissing', errors.endDate)}
              />
            )}
          />
        </SimpleGrid>
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
        <FormActions isSubmitting={isSubmitting} onCancel={onDone} />
      </Stack>
    </form>
  );
}
