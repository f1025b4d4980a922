import type { Job } from '@hirelane/contract/jobs';
import { createJobInput, JOB_LIMITS, updateJobInput } from '@hirelane/contract/jobs';
import { Checkbox, Fieldset, Stack, Switch } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { submitOnlyOnPurpose } from '../../../shared/forms/enter-key.ts';
import type { ControlledProps } from '../../../shared/forms/field-props.ts';
import { FormActions } from '../../../shared/forms/form-actions.tsx';
import { useContractForm } from '../../../shared/forms/use-contract-form.ts';
import { useControlledField } from '../../../shared/forms/use-controlled-field.ts';
import { useFileUpload } from '../../../shared/forms/use-file-upload.ts';
import type { JobFormMode, JobFormOutput, JobFormValues } from '../model/job-form.ts';
import { checkAttachment, jobFormDefaults } from '../model/job-form.ts';
import { AttachmentField } from './attachment-field.tsx';
import { JobFormFields } from './job-form-fields.tsx';

export type JobFormSubmit = {
  values: JobFormOutput;
  file: File | null;
  onUploadProgress: (fraction: number) => void;
};

export type JobFormProps = {
  mode: JobFormMode;
  /** The job being edited (from GET /jobs/{id}). */
  job?: Job | null;
  /** A new job's first values (read from a job ad's link); an empty form without them. */
  initialValues?: JobFormValues;
  /** Saves; rejects with the server's error, whose `fields` are shown under the fields. */
  onSubmit: (submit: JobFormSubmit) => Promise<void>;
  onCancel: () => void;
};

const FIELDS = Object.keys(jobFormDefaults()) as (keyof JobFormValues)[];

/**
 * Create or edit a job: the contract's schema validates (labels above fields, errors under them),
 * the server's field errors land under the same fields, and the attachment uploads with progress.
 */
export function JobForm({ mode, job, initialValues, onSubmit, onCancel }: JobFormProps) {
  const { t } = useTranslation('jobs');
  const schema: z.ZodType<JobFormOutput, JobFormValues> = mode === 'create' ? createJobInput : updateJobInput;
  const { register, submitTo, field, controlled, isSubmitting, submitError } = useContractForm(schema, {
    namespace: 'jobs',
    errorValues: { max: JOB_LIMITS.position },
    defaultValues: initialValues ?? jobFormDefaults(job),
    mode: 'onTouched',
  });
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const { progress, send } = useFileUpload(setFileError);

  const handleFile = (next: File | null) => {
    const problem = next ? checkAttachment(next) : null;
    setFileError(problem ? t(`form.attachment.${problem}`) : null);
    setFile(problem ? null : next);
  };

  // The server's messages go under their fields (the file's under the attachment), its failure in the form.
  const submit = submitTo(
    async (values) => {
      if (fileError) return;
      await send(file, (onUploadProgress) => onSubmit({ values, file, onUploadProgress }));
    },
    { fields: FIELDS },
  );

  return (
    <form onSubmit={submit} onKeyDown={submitOnlyOnPurpose} noValidate>
      <Stack gap="lg">
        <JobFormFields field={field} controlled={controlled} />

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

        {mode === 'create' && <PinSwitch {...controlled('isPinned')} />}

        <FormActions
          submit={mode === 'create' ? t('form.submitCreate') : t('form.submitEdit')}
          loading={isSubmitting}
          error={submitError}
          cancel={{ label: t('form.cancel'), onClick: onCancel, disabled: isSubmitting }}
        />
      </Stack>
    </form>
  );
}

/** A new job's "pin it": a form field only while it is shown. */
function PinSwitch(props: ControlledProps<JobFormValues, JobFormOutput, 'isPinned'>) {
  const { t } = useTranslation('jobs');
  const pinned = useControlledField(props);
  return (
    <Switch
      label={t('form.fields.isPinned')}
      checked={pinned.value ?? false}
      onChange={(event) => pinned.onChange(event.currentTarget.checked)}
      onBlur={pinned.onBlur}
    />
  );
}
