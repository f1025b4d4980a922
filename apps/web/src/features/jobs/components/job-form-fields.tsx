import { JOB_LIMITS } from '@hirelane/contract/jobs';
import { Autocomplete, Fieldset, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import type { Control, FieldErrors, UseFormRegister } from 'react-hook-form';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AmountField } from '../../../shared/forms/amount-field.tsx';
import { ChoiceField } from '../../../shared/forms/choice-field.tsx';
import { DateField } from '../../../shared/forms/date-field.tsx';
import { fieldProps } from '../../../shared/forms/field-props.ts';
import type { FieldErrorText } from '../../../shared/forms/use-field-error.ts';
import type { JobFormOutput, JobFormValues } from '../model/job-form.ts';
import { useJobOptions } from './job-options.ts';

const CURRENCIES = ['NOK', 'SEK', 'DKK', 'EUR', 'USD', 'GBP', 'CHF', 'ISK', 'PLN'];

export type JobFormFieldsProps = {
  register: UseFormRegister<JobFormValues>;
  control: Control<JobFormValues, unknown, JobFormOutput>;
  errors: FieldErrors<JobFormValues>;
  fieldError: FieldErrorText;
};

/** The job form's fieldsets (the job, salary, dates, contact, texts), in the order people fill them. */
export function JobFormFields({ register, control, errors, fieldError }: JobFormFieldsProps) {
  const { t } = useTranslation('jobs');
  const options = useJobOptions();
  const field = fieldProps(register, errors, fieldError);
  return (
    <>
      <Fieldset legend={t('form.sections.job')} variant="default" radius="md">
        <Stack gap="sm">
          <TextInput
            label={t('form.fields.position')}
            placeholder={t('form.placeholders.position')}
            required
            maxLength={JOB_LIMITS.position}
            data-autofocus
            {...field('position')}
          />
          <TextInput
            label={t('form.fields.company')}
            placeholder={t('form.placeholders.company')}
            required
            maxLength={JOB_LIMITS.company}
            {...field('company')}
          />
          <TextInput
            label={t('form.fields.location')}
            placeholder={t('form.placeholders.location')}
            maxLength={JOB_LIMITS.location}
            {...field('location')}
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <ChoiceField
              control={control}
              name="workplace"
              label={t('form.fields.workplace')}
              placeholder={t('form.placeholders.choose')}
              data={options.workplace}
              error={fieldError('workplace', errors.workplace)}
            />
            <ChoiceField
              control={control}
              name="employmentType"
              label={t('form.fields.employmentType')}
              placeholder={t('form.placeholders.choose')}
              data={options.employmentType}
              error={fieldError('employmentType', errors.employmentType)}
            />
          </SimpleGrid>
          <TextInput
            label={t('form.fields.postingUrl')}
            placeholder={t('form.placeholders.postingUrl')}
            type="url"
            inputMode="url"
            maxLength={JOB_LIMITS.url}
            {...field('postingUrl')}
          />
        </Stack>
      </Fieldset>

      <Fieldset legend={t('form.sections.salary')} variant="default" radius="md">
        <Stack gap="sm">
          <TextInput
            label={t('form.fields.salaryText')}
            placeholder={t('form.placeholders.salaryText')}
            maxLength={JOB_LIMITS.salaryText}
            {...field('salaryText')}
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
              data={options.salaryPeriod}
              error={fieldError('salaryPeriod', errors.salaryPeriod)}
            />
          </SimpleGrid>
        </Stack>
      </Fieldset>

      <Fieldset legend={t('form.sections.dates')} variant="default" radius="md">
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <DateField
              control={control}
              name="deadline"
              label={t('form.fields.deadline')}
              error={fieldError('deadline', errors.deadline)}
            />
            <DateField
              control={control}
              name="appliedDate"
              label={t('form.fields.appliedDate')}
              error={fieldError('appliedDate', errors.appliedDate)}
            />
          </SimpleGrid>
          <TextInput
            label={t('form.fields.source')}
            placeholder={t('form.placeholders.source')}
            maxLength={JOB_LIMITS.source}
            {...field('source')}
          />
        </Stack>
      </Fieldset>

      <Fieldset legend={t('form.sections.contact')} variant="default" radius="md">
        <Stack gap="sm">
          <TextInput
            label={t('form.fields.contactName')}
            maxLength={JOB_LIMITS.contactName}
            autoComplete="off"
            {...field('contactName')}
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <TextInput
              label={t('form.fields.contactEmail')}
              type="email"
              inputMode="email"
              autoComplete="off"
              {...field('contactEmail')}
            />
            <TextInput
              label={t('form.fields.contactPhone')}
              type="tel"
              inputMode="tel"
              autoComplete="off"
              maxLength={JOB_LIMITS.contactPhone}
              {...field('contactPhone')}
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
            {...field('description')}
          />
          <Textarea
            label={t('form.fields.notes')}
            placeholder={t('form.placeholders.notes')}
            autosize
            minRows={3}
            maxRows={12}
            maxLength={JOB_LIMITS.notes}
            {...field('notes')}
          />
        </Stack>
      </Fieldset>
    </>
  );
}
