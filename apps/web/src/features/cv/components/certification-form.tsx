import { type Certification, CV_LIMITS, certificationInput } from '@hirelane/contract/cv';
import { Checkbox, FileInput, Group, Progress, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { onlineManager } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSaveCertification } from '../../../shared/cv/api/certifications.ts';
import { sendOrQueue } from '../../../shared/cv/api/entry-writes.ts';
import {
  CERTIFICATE_ACCEPT,
  CERTIFICATE_MAX_MEGABYTES,
  type CertificateFileProblem,
  certificateFileProblem,
} from '../../../shared/cv/certificate-file.ts';
import { certificationFormValues } from '../../../shared/cv/forms/entry-forms.ts';
import { FormActions } from '../../../shared/cv/forms/form-actions.tsx';
import { MonthField } from '../../../shared/cv/forms/month-field.tsx';
import { useKeptToast } from '../../../shared/cv/forms/use-kept-toast.ts';
import { submitOnlyOnPurpose } from '../../../shared/forms/enter-key.ts';
import { UrlField } from '../../../shared/forms/url-field.tsx';
import { useContractForm } from '../../../shared/forms/use-contract-form.ts';
import { useControlledField } from '../../../shared/forms/use-controlled-field.ts';
import { useFileUpload } from '../../../shared/forms/use-file-upload.ts';
import { needsConnection } from '../../../shared/offline/needs-connection.ts';
import { CertificateDownloadButton } from './certificate-download-button.tsx';

const FIELDS = ['name', 'issuer', 'issueDate', 'expiryDate', 'credentialId', 'credentialUrl'] as const;

export type CertificationFormProps = {
  entry?: Certification | undefined;
  onDone: () => void;
};

/** Add or edit a certificate, with an optional scan or PDF uploaded with a progress bar. */
export function CertificationForm({ entry, onDone }: CertificationFormProps) {
  const { t } = useTranslation('cv');
  const save = useSaveCertification();
  const keptToast = useKeptToast();
  const [file, setFile] = useState<File | null>(null);
  const [fileProblem, setFileProblem] = useState<CertificateFileProblem | null>(null);
  const [serverFileError, setServerFileError] = useState<string | null>(null);
  const { progress, send } = useFileUpload(setServerFileError);
  const { register, submitTo, watch, field, controlled, isSubmitting, submitError } = useContractForm(
    certificationInput,
    {
      namespace: 'cv',
      errorValues: { ...CV_LIMITS, megabytes: CERTIFICATE_MAX_MEGABYTES },
      defaultValues: certificationFormValues(entry),
    },
  );
  const issueDate = useControlledField(controlled('issueDate'));
  const expiryDate = useControlledField(controlled('expiryDate'));
  const removeFile = watch('removeFile');

  const handleFile = (next: File | null) => {
    setServerFileError(null);
    setFileProblem(next ? certificateFileProblem(next) : null);
    setFile(next);
  };

  const handleSave = submitTo(
    async (input) => {
      if (fileProblem) return;
      await send(file, async (onProgress) => {
        // A file is not kept in this browser, so a change with one needs the connection; without
        // one, offline the entry shows at once, waiting to sync, and the dialog closes.
        if (file && !onlineManager.isOnline()) throw needsConnection();
        const entryId = entry?.userCertificationId ?? null;
        keptToast(await sendOrQueue(save, { entryId, input, file, onProgress }), entryId);
        onDone();
      });
    },
    { fields: FIELDS },
  );

  const fileError = fileProblem
    ? t(`certifications.fileProblems.${fileProblem}` as const, { megabytes: CERTIFICATE_MAX_MEGABYTES })
    : serverFileError;

  return (
    <form onSubmit={handleSave} onKeyDown={submitOnlyOnPurpose} noValidate>
      <Stack gap="md">
        <TextInput label={t('fields.certificateName')} withAsterisk data-autofocus {...field('name')} />
        <TextInput label={t('fields.issuer')} {...field('issuer')} />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <MonthField label={t('fields.issueDate')} {...issueDate} />
          <MonthField
            label={t('fields.expiryDate')}
            description={t('fields.expiryDateHint')}
            {...expiryDate}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput label={t('fields.credentialId')} {...field('credentialId')} />
          <UrlField label={t('fields.credentialUrl')} {...field('credentialUrl')} />
        </SimpleGrid>

        {entry?.file && (
          <Stack gap={4}>
            <Group gap="sm" wrap="wrap">
              <Text size="sm">{t('certifications.currentFile', { name: entry.file.fileName })}</Text>
              <CertificateDownloadButton certification={entry} />
            </Group>
            <Checkbox label={t('fields.removeFile')} disabled={file !== null} {...register('removeFile')} />
          </Stack>
        )}
        <FileInput
          label={entry?.file ? t('fields.replaceFile') : t('fields.file')}
          description={t('fields.fileHint', { megabytes: CERTIFICATE_MAX_MEGABYTES })}
          placeholder={t('fields.filePlaceholder')}
          accept={CERTIFICATE_ACCEPT}
          value={file}
          onChange={handleFile}
          clearable
          clearButtonProps={{ 'aria-label': t('fields.fileClear') }}
          disabled={removeFile}
          error={fileError}
        />
        {progress !== null && (
          <Stack gap={4}>
            <Text size="sm" id="certificate-upload-progress">
              {t('certifications.uploading', { percent: Math.round(progress * 100) })}
            </Text>
            <Progress
              value={progress * 100}
              animated={progress < 1}
              aria-labelledby="certificate-upload-progress"
            />
          </Stack>
        )}
        <FormActions isSubmitting={isSubmitting} onCancel={onDone} error={submitError} />
      </Stack>
    </form>
  );
}
