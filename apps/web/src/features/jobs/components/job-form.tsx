import type { Job } from '@hirelane/contract/jobs';
import {
  createJobInput,
  EMPLOYMENT_TYPES,
  JOB_LIMITS,
  JOB_WORKPLACES,
  SALARY_PERIODS,
  updateJobInput,
} from '@hirelane/contract/jobs';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Autocomplete,
  Button,
  Checkbox,
  Fieldset,
  Group,
  SimpleGrid,
  Stack,
  Switch,
  Textarea,
  TextInput,
} from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useMemo, useState } from 'react';
import type { Resolver } from 'react-hook-form';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldError } from '../../../shared/forms/use-field-error.ts';
import { useCalendarLabels } from '../hooks/use-calendar-labels.ts';
import type { JobFormMode, JobFormOutput, JobFormValues } from '../model/job-form.ts';
import { checkAttachment, jobFormDefaults } from '../model/job-form.ts';
import { AttachmentField } from './attachment-field.tsx';
import { AmountField, ChoiceField } from './choice-field.tsx';

const CURRENCIES = ['NOK', 'SEK', 'DKK', 'EUR', 'USD', 'GBP', 'CHF', 'ISK', 'PLN'];

export type JobFormSubmit = {
  values: JobFormOutput;
  file: File | null;
  onUploadProgress: (fraction: number) => void;
};

export type JobFormProps = {
  mode: JobFormMode;
  /** The job being edited (from GET /jobs/{id}). */
  job?: Job | null;
  /** Saves; rejects with the server's error, whose `fields` are shown under the fields. */
  onSubmit: (submit: JobFormSubmit) => Promise<void>;
  onCancel: () => void;
};

const FIELD_NAMES = new Set<string>(Object.keys(jobFormDefaults()));

function hasFields(error: unknown): error is { fields: Record<string, string> } {
  if (typeof error !== 'object' || error === null || !('fields' in error)) return false;
  const { fields } = error as { fields: unknown };
  return typeof fields === 'object' && fields !== null;
}

/**
 * Create or edit a job: the contract's schema validates (labels above fields, errors under them),
 * the server's field errors land under the same fields, and the attachment uploads with progress.
 */
export function JobForm({ mode, job, onSubmit, onCancel }: JobFormProps) {
  const { t } = useTranslation('jobs');
  const fieldError = useFieldError('jobs', { max: JOB_LIMITS.position });
  const calendar = useCalendarLabels();
  const resolver = useMemo(
    () =>
      (mode === 'create' ? zodResolver(createJobInput) : zodResolver(updateJobInput)) as Resolver<
        JobFormValues,
        unknown,
        JobFormOutput
      >,
    [mode],
  );
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<JobFormValues, unknown, JobFormOutput>({
    resolver,
    defaultValues: jobFormDefaults(job),
    mode: 'onTouched',
  });
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);

  const handleFile = (next: File | null) => {
    const problem = next ? checkAttachment(next) : null;
    setFileError(problem ? t(`form.attachment.${problem}`) : null);
    setFile(problem ? null : next);
  };

  const submit = handleSubmit(async (values) => {
    if (fileError) return;
    setProgress(file ? 0 : null);
    try {
      await onSubmit({ values, file, onUploadProgress: setProgress });
    } catch (error) {
      if (!hasFields(error)) return;
      for (const [field, message] of Object.entries(error.fields)) {
        if (field === 'file') setFileError(message);
        else if (FIELD_NAMES.has(field)) setError(field as keyof JobFormValues, { type: 'server', message });
      }
    } finally {
      setProgress(null);
    }
  });

  const workplaceOptions = JOB_WORKPLACES.map((value) => ({ value, label: t(`options.workplace.${value}`) }));
  const employmentOptions = EMPLOYMENT_TYPES.map((value) => ({
    value,
    label: t(`options.employmentType.${value}`),
  }));
  const periodOptions = SALARY_PERIODS.map((value) => ({ value, label: t(`options.salaryPeriod.${value}`) }));

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <Fieldset legend={t('form.sections.job')} variant="default" radius="md">
          <Stack gap="sm">
            <TextInput
              label={t('form.fields.position')}
              placeholder={t('form.placeholders.position')}
              required
              maxLength={JOB_LIMITS.position}
              data-autofocus
              error={fieldError('position', errors.position)}
              {...register('position')}
            />
            <TextInput
              label={t('form.fields.company')}
              placeholder={t('form.placeholders.company')}
              required
              maxLength={JOB_LIMITS.company}
              error={fieldError('company', errors.company)}
              {...register('company')}
            />
            <TextInput
              label={t('form.fields.location')}
              placeholder={t('form.placeholders.location')}
              maxLength={JOB_LIMITS.location}
              error={fieldError('location', errors.location)}
              {...register('location')}
            />
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
              <ChoiceField
                control={control}
                name="workplace"
                label={t('form.fields.workplace')}
                placeholder={t('form.placeholders.choose')}
                data={workplaceOptions}
                error={fieldError('workplace', errors.workplace)}
              />
              <ChoiceField
                control={control}
                name="employmentType"
                label={t('form.fields.employmentType')}
                placeholder={t('form.placeholders.choose')}
                data={employmentOptions}
                error={fieldError('employmentType', errors.employmentType)}
              />
            </SimpleGrid>
            <TextInput
              label={t('form.fields.postingUrl')}
              placeholder={t('form.placeholders.postingUrl')}
              type="url"
              inputMode="url"
              maxLength={JOB_LIMITS.url}
              error={fieldError('postingUrl', errors.postingUrl)}
              {...register('postingUrl')}
            />
          </Stack>
        </Fieldset>

        <Fieldset legend={t('form.sections.salary')} variant="default" radius="md">
          <Stack gap="sm">
            <TextInput
              label={t('form.fields.salaryText')}
              placeholder={t('form.placeholders.salaryText')}
              maxLength={JOB_LIMITS.salaryText}
              error={fieldError('salaryText', errors.salaryText)}
              {...register('salaryText')}
            />
            <SimpleGrid cols={{ base: 2, xs: 4 }} spacing="sm">
              <AmountField
                control={control}
                name="salaryMin"
                label={t('form.fields.salaryMin')}
                error={fieldError('salaryMin', errors.salaryMin)}
              />
              <AmountField
                control={control}
                name="salaryMax"
                label={t('form.fields.salaryMax')}
                error={fieldError('salaryMax', errors.salaryMax)}
              />
              <Controller
                control={control}
                name="salaryCurrency"
                render={({ field }) => (
                  <Autocomplete
                    label={t('form.fields.salaryCurrency')}
                    data={CURRENCIES}
                    maxLength={3}
                    value={field.value ?? ''}
                    onChange={(value) => field.onChange(value ? value.toUpperCase() : null)}
                    onBlur={field.onBlur}
                    error={fieldError('salaryCurrency', errors.salaryCurrency)}
                  />
                )}
              />
              <ChoiceField
                control={control}
                name="salaryPeriod"
                label={t('form.fields.salaryPeriod')}
                placeholder={t('form.placeholders.choose')}
                data={periodOptions}
                error={fieldError('salaryPeriod', errors.salaryPeriod)}
              />
            </SimpleGrid>
          </Stack>
        </Fieldset>

        <Fieldset legend={t('form.sections.dates')} variant="default" radius="md">
          <Stack gap="sm">
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
              <Controller
                control={control}
                name="deadline"
                render={({ field }) => (
                  <DatePickerInput
                    label={t('form.fields.deadline')}
                    placeholder={t('form.placeholders.date')}
                    valueFormat="D MMM YYYY"
                    ariaLabels={calendar.ariaLabels}
                    getDayAriaLabel={calendar.getDayAriaLabel}
                    clearable
                    value={field.value ?? null}
                    onChange={(value) => field.onChange(value)}
                    onBlur={field.onBlur}
                    error={fieldError('deadline', errors.deadline)}
                  />
                )}
              />
              <Controller
                control={control}
                name="appliedDate"
                render={({ field }) => (
                  <DatePickerInput
                    label={t('form.fields.appliedDate')}
                    placeholder={t('form.placeholders.date')}
                    valueFormat="D MMM YYYY"
                    ariaLabels={calendar.ariaLabels}
                    getDayAriaLabel={calendar.getDayAriaLabel}
                    clearable
                    value={field.value ?? null}
                    onChange={(value) => field.onChange(value)}
                    onBlur={field.onBlur}
                    error={fieldError('appliedDate', errors.appliedDate)}
                  />
                )}
              />
            </SimpleGrid>
            <TextInput
              label={t('form.fields.source')}
              placeholder={t('form.placeholders.source')}
              maxLength={JOB_LIMITS.source}
              error={fieldError('source', errors.source)}
              {...register('source')}
            />
          </Stack>
        </Fieldset>

        <Fieldset legend={t('form.sections.contact')} variant="default" radius="md">
          <Stack gap="sm">
            <TextInput
              label={t('form.fields.contactName')}
              maxLength={JOB_LIMITS.contactName}
              autoComplete="off"
              error={fieldError('contactName', errors.contactName)}
              {...register('contactName')}
            />
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
              <TextInput
                label={t('form.fields.contactEmail')}
                type="email"
                inputMode="email"
                autoComplete="off"
                error={fieldError('contactEmail', errors.contactEmail)}
                {...register('contactEmail')}
              />
              <TextInput
                label={t('form.fields.contactPhone')}
                type="tel"
                inputMode="tel"
                autoComplete="off"
                maxLength={JOB_LIMITS.contactPhone}
                error={fieldError('contactPhone', errors.contactPhone)}
                {...register('contactPhone')}
              />
            </SimpleGrid>
          </Stack>
        </Fieldset>

        <Fieldset legend={t('form.sections.texts')} variant="default" radius="md">
          <Stack gap="sm">
            <Textarea
              label={t('form.fields.description')}
              placeholder={t('form.placeholders.description')}
              autosize
              minRows={3}
              maxRows={12}
              maxLength={JOB_LIMITS.description}
              error={fieldError('description', errors.description)}
              {...register('description')}
            />
            <Textarea
              label={t('form.fields.notes')}
              placeholder={t('form.placeholders.notes')}
              autosize
              minRows={3}
              maxRows={12}
              maxLength={JOB_LIMITS.notes}
              error={fieldError('notes', errors.notes)}
              {...register('notes')}
            />
          </Stack>
        </Fieldset>

        <Fieldset legend={t('form.sections.attachment')} variant="default" radius="md">
          <AttachmentField
            file={file}
            onFileChange={handleFile}
            error={fileError}
            progress={progress}
            current={mode === 'edit' ? job?.attachment : null}
            removeCheckbox={
              <Checkbox label={t('form.attachment.remove')} {...register('removeAttachment')} />
            }
          />
        </Fieldset>

        {mode === 'create' && (
          <Controller
            control={control}
            name="isPinned"
            render={({ field }) => (
              <Switch
                label={t('form.fields.isPinned')}
                checked={field.value ?? false}
                onChange={(event) => field.onChange(event.currentTarget.checked)}
                onBlur={field.onBlur}
              />
            )}
          />
        )}

        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={isSubmitting}>
            {t('form.cancel')}
          </Button>
          <Button type="submit" loading={isSubmitting}>
            {mode === 'create' ? t('form.submitCreate') : t('form.submitEdit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
