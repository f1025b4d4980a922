import { JOB_LIMITS } from '@hirelane/contract/jobs';
import { Autocomplete, Fieldset, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AmountField } from '../../../shared/forms/amount-field.tsx';
import { ChoiceField } from '../../../shared/forms/choice-field.tsx';
import { DateField } from '../../../shared/forms/date-field.tsx';
import { EmailField } from '../../../shared/forms/email-field.tsx';
import type { controlledProps, fieldProps } from '../../../shared/forms/field-props.ts';
import { PhoneField } from '../../../shared/forms/phone-field.tsx';
import { UrlField } from '../../../shared/forms/url-field.tsx';
import { useControlledField } from '../../../shared/forms/use-controlled-field.ts';
import type { JobFormOutput, JobFormValues } from '../model/job-form.ts';
import { useJobOptions } from './job-options.ts';

const CURRENCIES = ['NOK', 'SEK', 'DKK', 'EUR', 'USD', 'GBP', 'CHF', 'ISK', 'PLN'];

/** The job's texts that have an example to show and a limit of their own name. */
type ExampledText = 'position' | 'company' | 'location' | 'salaryText' | 'source' | 'description' | 'notes';

export type JobFormFieldsProps = {
  /** From the form's useContractForm. */
  field: ReturnType<typeof fieldProps<JobFormValues>>;
  controlled: ReturnType<typeof controlledProps<JobFormValues, JobFormOutput>>;
};

/** The job form's fieldsets (the job, salary, dates, contact, texts), in the order people fill them. */
export function JobFormFields({ field, controlled }: JobFormFieldsProps) {
  const { t } = useTranslation('jobs');
  const options = useJobOptions();
  const currency = useControlledField(controlled('salaryCurrency'));
  // Such a text's label, example and length limit all follow its name.
  const text = (name: ExampledText) => ({
    label: t(`form.fields.${name}`),
    placeholder: t(`form.placeholders.${name}`),
    maxLength: JOB_LIMITS[name],
    ...field(name),
  });
  // A choice's label follows its name, its options come from useJobOptions.
  const choice = (name: keyof typeof options) => ({
    label: t(`form.fields.${name}`),
    placeholder: t('form.placeholders.choose'),
    data: options[name],
    ...controlled(name),
  });
  return (
    <>
      <JobFieldset legend={t('form.sections.job')}>
        <TextInput required data-autofocus {...text('position')} />
        <TextInput required {...text('company')} />
        <TextInput {...text('location')} />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <ChoiceField {...choice('workplace')} />
          <ChoiceField {...choice('employmentType')} />
        </SimpleGrid>
        <UrlField
          label={t('form.fields.postingUrl')}
          placeholder={t('form.placeholders.postingUrl')}
          maxLength={JOB_LIMITS.url}
          {...field('postingUrl')}
        />
      </JobFieldset>

      <JobFieldset legend={t('form.sections.salary')}>
        <TextInput {...text('salaryText')} />
        <SimpleGrid cols={{ base: 2, xs: 4 }} spacing="sm">
          <AmountField label={t('form.fields.salaryMin')} {...controlled('salaryMin')} />
          <AmountField label={t('form.fields.salaryMax')} {...controlled('salaryMax')} />
          <Autocomplete
            label={t('form.fields.salaryCurrency')}
            data={CURRENCIES}
            maxLength={3}
            value={currency.value ?? ''}
            onChange={(value) => currency.onChange(value ? value.toUpperCase() : null)}
            onBlur={currency.onBlur}
            error={currency.error}
          />
          <ChoiceField {...choice('salaryPeriod')} />
        </SimpleGrid>
      </JobFieldset>

      <JobFieldset legend={t('form.sections.dates')}>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <DateField label={t('form.fields.deadline')} {...controlled('deadline')} />
          <DateField label={t('form.fields.appliedDate')} {...controlled('appliedDate')} />
        </SimpleGrid>
        <TextInput {...text('source')} />
      </JobFieldset>

      <JobFieldset legend={t('form.sections.contact')}>
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
      </JobFieldset>

      <JobFieldset legend={t('form.sections.texts')}>
        <Textarea autosize minRows={3} maxRows={12} {...text('description')} />
        <Textarea autosize minRows={3} maxRows={12} {...text('notes')} />
      </JobFieldset>
    </>
  );
}

/** One fieldset of the job form: its legend over its fields, stacked. */
function JobFieldset({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <Fieldset legend={legend} variant="default" radius="md">
      <Stack gap="sm">{children}</Stack>
    </Fieldset>
  );
}
