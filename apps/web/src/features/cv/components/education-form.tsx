import { CV_LIMITS, type Education, type EducationInput, educationInput } from '@hirelane/contract/cv';
import { zodResolver } from '@hookform/resolvers/zod';
import { SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { applyServerErrors } from '../../../shared/forms/apply-server-errors.ts';
import { fieldProps } from '../../../shared/forms/field-props.ts';
import { useFieldError } from '../../../shared/forms/use-field-error.ts';
import { educationApi } from '../api/education.ts';
import { useSaveSectionEntry } from '../api/section-api.ts';
import { educationFormValues } from '../model/entry-forms.ts';
import { FormActions } from './form-actions.tsx';
import { MonthField } from './month-field.tsx';

const FIELDS = ['school', 'degree', 'field', 'startDate', 'endDate', 'grade', 'description'] as const;

export type EducationFormProps = {
  entry?: Education | undefined;
  /** A draft to edit instead (the CV import's review): the form hands back the values, nothing is sent. */
  draft?: { values: EducationInput; onSave: (input: EducationInput) => void } | undefined;
  onDone: () => void;
};

/** Add or edit a school or course: where, what, from when to when (no end: ongoing), grade. */
export function EducationForm({ entry, draft, onDone }: EducationFormProps) {
  const { t } = useTranslation('cv');
  const fieldError = useFieldError('cv', CV_LIMITS);
  const save = useSaveSectionEntry(educationApi);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(educationInput),
    defaultValues: draft?.values ?? educationFormValues(entry),
  });
  const field = fieldProps(register, errors, fieldError);

  const handleSave = handleSubmit(async (input) => {
    if (draft) {
      draft.onSave(input);
      onDone();
      return;
    }
    try {
      await save.mutateAsync({ id: entry?.userEducationId ?? null, input });
      onDone();
    } catch (error) {
      applyServerErrors(error, setError, FIELDS);
    }
  });

  return (
    <form onSubmit={handleSave} noValidate>
      <Stack gap="md">
        <TextInput label={t('fields.school')} withAsterisk data-autofocus {...field('school')} />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput label={t('fields.degree')} {...field('degree')} />
          <TextInput label={t('fields.field')} {...field('field')} />
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
                description={t('fields.endDateOngoing')}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                name={field.name}
                clearable
                error={fieldError('endDate', errors.endDate)}
              />
            )}
          />
        </SimpleGrid>
        <TextInput label={t('fields.grade')} {...field('grade')} />
        <Textarea
          label={t('fields.description')}
          autosize
          minRows={2}
          maxRows={8}
          {...field('description')}
        />
        <FormActions isSubmitting={isSubmitting} onCancel={onDone} />
      </Stack>
    </form>
  );
}
