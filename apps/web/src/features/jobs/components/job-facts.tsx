import { formatDate, intlLocale } from '@hirelane/contract/dates';
import type { Job } from '@hirelane/contract/jobs';
import { Anchor, Button, DataList, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatFileSize } from '../../../shared/format/file-size.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { salaryAmount } from '../model/salary-amount.ts';
import { restatesFigures } from '../model/salary-text.ts';
import { DownloadIcon } from './icons.tsx';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel>{label}</DataList.ItemLabel>
      <DataList.ItemValue>{children}</DataList.ItemValue>
    </DataList.Item>
  );
}

export type JobFactsProps = {
  job: Job;
  downloading: boolean;
  onDownload: () => void;
};

/** What the details drawer lists about a job: salary, dates, source, contact, attachment, texts. */
export function JobFacts({ job, downloading, onDownload }: JobFactsProps) {
  const { t } = useTranslation('jobs');
  const [language] = useLanguage();
  const locale = intlLocale(language);
  const figures = salaryAmount(job, language);
  let amount: string | null = null;
  if (figures?.bound === 'from') amount = t('details.salaryFrom', { from: figures.amount });
  else if (figures?.bound === 'to') amount = t('details.salaryTo', { to: figures.amount });
  else if (figures) amount = figures.amount;
  if (amount && job.salaryPeriod) {
    amount = t('details.salaryPer', { amount, period: t(`options.salaryPeriod.${job.salaryPeriod}`) });
  }
  // The text too, unless it only repeats the figures in another format.
  const text = restatesFigures(job.salaryText, job.salaryMin, job.salaryMax) ? null : job.salaryText;
  const salary = [amount, text].filter(Boolean).join(' · ') || null;
  return (
    <DataList orientation="vertical" gap="md">
      {salary && <Fact label={t('details.salary')}>{salary}</Fact>}
      {job.deadline && (
        <Fact label={t('details.deadline')}>{formatDate(job.deadline, language, 'long')}</Fact>
      )}
      {job.appliedDate && (
        <Fact label={t('details.appliedDate')}>{formatDate(job.appliedDate, language, 'long')}</Fact>
      )}
      {job.source && <Fact label={t('details.source')}>{job.source}</Fact>}
      {job.postingUrl && (
        <Fact label={t('details.postingUrl')}>
          <Anchor href={job.postingUrl} target="_blank" rel="noopener noreferrer">
            {t('details.openPosting')}
          </Anchor>
        </Fact>
      )}
      {(job.contactName || job.contactEmail || job.contactPhone) && (
        <Fact label={t('details.contact')}>
          <Stack gap={2}>
            {job.contactName && <span>{job.contactName}</span>}
            {job.contactEmail && <Anchor href={`mailto:${job.contactEmail}`}>{job.contactEmail}</Anchor>}
            {job.contactPhone && <Anchor href={`tel:${job.contactPhone}`}>{job.contactPhone}</Anchor>}
          </Stack>
        </Fact>
      )}
      <Fact label={t('details.attachment')}>
        {job.attachment ? (
          <Button
            variant="light"
            size="xs"
            leftSection={<DownloadIcon />}
            loading={downloading}
            onClick={onDownload}
          >
            {t('details.download', { name: job.attachment.fileName })} (
            {formatFileSize(job.attachment.size, locale)})
          </Button>
        ) : (
          <Text size="sm" c="dimmed">
            {t('details.noAttachment')}
          </Text>
        )}
      </Fact>
      {job.description && (
        <Fact label={t('details.description')}>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {job.description}
          </Text>
        </Fact>
      )}
      <Fact label={t('details.notes')}>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} c={job.notes ? undefined : 'dimmed'}>
          {job.notes ?? t('details.noNotes')}
        </Text>
      </Fact>
    </DataList>
  );
}
