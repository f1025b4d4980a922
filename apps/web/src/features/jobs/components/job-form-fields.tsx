import { JOB_LIMITS } from '@hirelane/contract/jobs';
import { Autocomplete, Fieldset, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AmountField } from '../../../shared/forms/amount-field.tsx';
import { ChoiceField } from '../../../shared/forms/choice-field.tsx';
import { DateField } from '../../../shared/forms/date-field.tsx';
import { EmailField } from '../../../shared/forms/email-field.tsx';
import type { controlledProps, fieldProps } from '../../../shared/forms/field-props.ts';
import { PhoneField } from '../../../shared/forms/phone-field.tsx';
import { UrlField } from '../../../shared/forms/url-field.tsx';
import type { JobFormOutput, JobFormValues } from '../model/job-form.ts';
import { useJobOptions } from './job-options.ts';

const CURRENCIES = ['NOK', 'SEK', 'DKK', 'EUR', 'USD', 'GBP', 'CHF', 'ISK', 'PLN'];

export type JobFormFieldsProps = {
  /** From the form's useContractForm. */
  field: ReturnType<typeof fieldProps<JobFormValues>>;
  controlled: ReturnType<typeof controlledProps<JobFormValues, JobFormOutput>>;
};

/** The job form's fieldsets (the job, salary, dates, contact, texts), in the order people fill them. */
export function JobFormFields({ field, controlled }: JobFormFieldsProps) {
  const { t } = useTranslation('jobs');
  const options = useJobOptions();
  const currency = controlled('salaryCurrency');
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
              label={t('form.fields.workplace')}
              placeholder={t('form.placeholders.choose')}
              data={options.workplace}
              {...controlled('workplace')}
            />
            <ChoiceField
              label={t('form.fields.employmentType')}
              placeholder={t('form.placeholders.choose')}
              data={options.employmentType}
              {...controlled('employmentType')}
            />
          </SimpleGrid>
          <UrlField
            label={t('form.fields.postingUrl')}
            placeholder={t('form.placeholders.postingUrl')}
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
            <AmountField label={t('form.fields.salaryMin')} {...controlled('salaryMin')} />
            <AmountField label={t('form.fields.salaryMax')} {...controlled('salaryMax')} />
            <Controller
              control={currency.control}
              name={currency.name}
              render={({ field }) => (
                <Autocomplete
                  label={t('form.fields.salaryCurrency')}
                  data={CURRENCIES}
                  maxLength={3}
                  value={field.value ?? ''}
                  onChange={(value) => field.onChange(value ? value.toUpperCase() : null)}
                  onBlur={field.onBlur}
                  error={currency.error}
                />
              )}
            />
            <ChoiceField
              label={t('form.fields.salaryPeriod')}
              placeholder={t('form.placeholders.choose')}
              data={options.salaryPeriod}
              {...controlled('salaryPeriod')}
            />
          </SimpleGrid>
        </Stack>
      </Fieldset>

      <Fieldset legend={t('form.sections.dates')} variant="default" radius="md">
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <DateField label={t('form.fields.deadline')} {...controlled('deadline')} />
            <DateField label={t('form.fields.appliedDate')} {...controlled('appliedDate')} />
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
            <EmailField label={t('form.fields.contactEmail')} autoComplete="off" {...field('contactEmail')} />
            <PhoneField
              label={t('form.fields.contactPhone')}
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
