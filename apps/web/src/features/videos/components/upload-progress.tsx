import { intlLocale } from '@hirelane/contract/dates';
import { Button, Group, Progress, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatFileSize } from '../../../shared/format/file-size.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { formatDuration, formatSpeed } from '../model/format.ts';
import type { UploadRate } from '../model/upload-rate.ts';

export type UploadProgressProps = {
  name: string;
  totalBytes: number;
  /** 0…1 of the bytes sent; null while the poster is being drawn. */
  progress: number | null;
  rate: UploadRate | null;
  onCancel: () => void;
};

/** The upload's bar with percent, speed and time left, and the button that stops it. */
export function UploadProgress({ name, totalBytes, progress, rate, onCancel }: UploadProgressProps) {
  const { t } = useTranslation('videos');
  const [language] = useLanguage();
  const locale = intlLocale(language);
  const percent = Math.floor((progress ?? 0) * 100);
  const finishing = progress !== null && progress >= 1;
  // Screen readers hear every quarter, not every progress event.
  const quarter = Math.floor(percent / 25) * 25;

  let detail: string;
  if (progress === null) detail = t('upload.preparing');
  else if (finishing) detail = t('upload.finishing');
  else {
    const parts = [
      t('upload.sent', {
        sent: formatFileSize(rate?.sentBytes ?? 0, locale),
        total: formatFileSize(totalBytes, locale),
      }),
    ];
    if (rate?.bytesPerSecond) parts.push(formatSpeed(rate.bytesPerSecond, locale));
    if (rate?.secondsLeft !== null && rate?.secondsLeft !== undefined)
      parts.push(t('upload.left', { time: formatDuration(Math.ceil(rate.secondsLeft)) }));
    detail = parts.join(' · ');
  }

  return (
    <Stack gap="sm" aria-busy="true">
      <Group justify="space-between" gap="sm" wrap="nowrap">
        <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
          {name}
        </Text>
        <Text fw={600} style={{ fontVariantNumeric: 'tabular-nums' }} aria-hidden="true">
          {t('upload.percent', { percent })}
        </Text>
      </Group>
      <Progress
        value={percent}
        size="lg"
        animated={!finishing}
        aria-label={t('upload.progressLabel', { name })}
      />
      <Text size="sm" c="dimmed" style={{ fontVariantNumeric: 'tabular-nums' }} data-testid="upload-detail">
        {detail}
      </Text>
      <VisuallyHidden role="status" aria-live="polite">
        {progress === null
          ? t('upload.preparing')
          : finishing
            ? t('upload.finishing')
            : t('upload.announce', { percent: quarter })}
      </VisuallyHidden>
      <Group>
        <Button variant="default" onClick={onCancel}>
          {t('upload.cancel')}
        </Button>
      </Group>
    </Stack>
  );
}
