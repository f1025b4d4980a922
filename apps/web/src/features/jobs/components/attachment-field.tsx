import { intlLocale } from '@hirelane/contract/dates';
import type { JobAttachment } from '@hirelane/contract/jobs';
import { FileInput, Progress, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatFileSize } from '../../../shared/format/file-size.ts';
import { toLanguage } from '../../../shared/i18n/languages.ts';
import { ATTACHMENT_ACCEPT } from '../model/job-form.ts';
import { PaperclipIcon } from './icons.tsx';

export type AttachmentFieldProps = {
  file: File | null;
  onFileChange: (file: File | null) => void;
  error: string | null;
  /** 0…1 while uploading, otherwise null. */
  progress: number | null;
  /** Edit only: the file the job has now, and the remove checkbox. */
  current?: JobAttachment | null | undefined;
  removeCheckbox?: ReactNode;
};

/** The attachment picker: one file (the ad or what was sent), with upload progress. */
export function AttachmentField({
  file,
  onFileChange,
  error,
  progress,
  current,
  removeCheckbox,
}: AttachmentFieldProps) {
  const { t, i18n } = useTranslation('jobs');
  const locale = intlLocale(toLanguage(i18n.resolvedLanguage ?? i18n.language));
  const percent = progress === null ? null : Math.round(progress * 100);
  return (
    <Stack gap="xs">
      {current && (
        <Text size="sm">
          {t('form.attachment.current', {
            name: current.fileName,
            size: formatFileSize(current.size, locale),
          })}
        </Text>
      )}
      {current && !file && removeCheckbox}
      <FileInput
        label={t('form.fields.attachment')}
        description={t('form.hints.attachment')}
        placeholder={t('form.placeholders.attachment')}
        accept={ATTACHMENT_ACCEPT}
        value={file}
        onChange={onFileChange}
        clearable
        leftSection={<PaperclipIcon />}
        error={error}
      />
      {current && file && (
        <Text size="xs" c="dimmed">
          {t('form.attachment.replaces', { name: current.fileName })}
        </Text>
      )}
      {percent !== null && file && (
        <Stack gap={4}>
          <Progress
            value={percent}
            animated={percent < 100}
            aria-label={t('form.attachment.uploading', { percent })}
          />
          <Text size="xs" c="dimmed" aria-live="polite">
            {t('form.attachment.uploading', { percent })}
          </Text>
        </Stack>
      )}
    </Stack>
  );
}
