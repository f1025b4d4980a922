import { intlLocale } from '@hirelane/contract/dates';
import { renameVideoInput, VIDEO_NAME_MAX } from '@hirelane/contract/videos';
import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatFileSize } from '../../../shared/format/file-size.ts';
import { useContractForm } from '../../../shared/forms/use-contract-form.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { useObjectUrl } from '../../../shared/ui/use-object-url.ts';
import { formatDuration } from '../model/format.ts';

export type VideoReviewProps = {
  blob: Blob;
  fileName: string;
  /** Known for recordings (measured while recording); a file's is read at upload. */
  durationSeconds: number | null;
  /** The name the field starts with (prefilled, or the one of the last try). */
  name: string;
  /** The server's word on the name of the last try, shown under the field. */
  nameError: string | null;
  /** Why the last upload failed, or that it was cancelled. */
  problem: string | null;
  notice: string | null;
  /** "Record again" or "Choose another file". */
  againLabel: string;
  onAgain: () => void;
  onUpload: (name: string) => void;
};

/** Watch it before it goes: the recording or file, its name (prefilled) and the upload button. */
export function VideoReview({
  blob,
  fileName,
  durationSeconds,
  name,
  nameError,
  problem,
  notice,
  againLabel,
  onAgain,
  onUpload,
}: VideoReviewProps) {
  const { t } = useTranslation('videos');
  const [language] = useLanguage();
  const url = useObjectUrl(blob);
  const previewId = useId();
  const facts = [fileName, formatFileSize(blob.size, intlLocale(language))];
  if (durationSeconds !== null) facts.push(formatDuration(durationSeconds));

  const { field, handleSubmit, setError } = useContractForm(renameVideoInput, {
    namespace: 'videos',
    errorValues: { max: VIDEO_NAME_MAX },
    defaultValues: { name },
  });
  useEffect(() => {
    if (nameError) setError('name', { type: 'server', message: nameError });
  }, [nameError, setError]);
  // The upload's failure is said by `problem` above (no toast): nothing more to wire here.
  const handleUpload = handleSubmit((values) => onUpload(values.name));

  return (
    <form onSubmit={handleUpload} noValidate>
      <Stack gap="md">
        {problem && (
          <Alert color="red" role="alert" title={t('upload.failedTitle')}>
            {problem}
          </Alert>
        )}
        {notice && (
          <Alert color="gray" role="status">
            {notice}
          </Alert>
        )}
        {url && (
          // biome-ignore lint/a11y/useMediaCaption: the user's own recording, watched before upload; it has no captions yet.
          <video
            src={url}
            controls
            playsInline
            preload="metadata"
            aria-describedby={previewId}
            aria-label={t('review.preview')}
            style={{
              width: '100%',
              maxHeight: '50vh',
              background: 'var(--mantine-color-dark-7)',
              borderRadius: 'var(--mantine-radius-md)',
            }}
          />
        )}
        <Text size="sm" c="dimmed" id={previewId} style={{ overflowWrap: 'anywhere' }}>
          {facts.join(' · ')}
        </Text>
        <TextInput
          label={t('review.name')}
          description={t('review.nameHint')}
          maxLength={VIDEO_NAME_MAX + 20}
          required
          {...field('name')}
        />
        <Group justify="space-between" gap="sm">
          <Button variant="default" onClick={onAgain}>
            {againLabel}
          </Button>
          <Button type="submit">{t('review.upload')}</Button>
        </Group>
      </Stack>
    </form>
  );
}
