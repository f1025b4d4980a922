import type { JobLane } from '@hirelane/contract/constants';
import { JOB_LANES } from '@hirelane/contract/constants';
import { formatDateTime } from '@hirelane/contract/dates';
import type { Job, JobSummary } from '@hirelane/contract/jobs';
import { Alert, Divider, Select, Stack, Tabs, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toLanguage } from '../../../shared/i18n/languages.ts';
import { useJobDrawerTabs } from '../../../shared/slots/job-drawer-tabs.tsx';
import { LoadingBars } from '../../../shared/ui/loading-bars.tsx';
import { useJob } from '../api/job.ts';
import { useDownloadJobAttachment } from '../api/job-attachment.ts';
import { useBoardActions } from './board-actions.tsx';
import { JobDetailsHeader } from './job-details-header.tsx';
import { JobDrawer } from './job-drawer.tsx';
import { JobFacts } from './job-facts.tsx';
import { JobMailReader } from './job-mail-reader.tsx';
import { JobTimeline } from './job-timeline.tsx';
import { NextInterviewField } from './next-interview-field.tsx';

export type JobDetailsDrawerProps = {
  /** The manage drawer's open state and data (the job id; its data is fetched here). */
  jobId: string | null;
  /** The board's copy of the job, shown at once while the whole job loads. */
  summary: JobSummary | null;
  onClose: () => void;
};

/** Everything about one job, with its next interview, attachment and every action on it. */
export function JobDetailsDrawer({ jobId, summary, onClose }: JobDetailsDrawerProps) {
  const { t, i18n } = useTranslation('jobs');
  const language = toLanguage(i18n.resolvedLanguage ?? i18n.language);
  const jobQuery = useJob(jobId);
  const job = jobQuery.data;
  const actions = useBoardActions();
  const download = useDownloadJobAttachment();
  // The other features' tabs: their code loads as the drawer opens, with the drawer's own.
  const tabs = useJobDrawerTabs();

  // The board's copy is newer than the fetched job after a move or pin made from here.
  const current: JobSummary | Job | null = summary ?? job ?? null;

  const handleDownload = () => {
    if (!jobId || !job?.attachment) return;
    download.mutate({ jobId, fileName: job.attachment.fileName });
  };

  const laneOptions = JOB_LANES.map((lane) => ({ value: lane, label: t(`lanes.${lane}`) }));

  let body: ReactNode;
  if (!current && jobQuery.error) {
    body = (
      <Alert color="red" variant="light">
        {t('details.notFound')}
      </Alert>
    );
  } else if (!current) {
    body = (
      <LoadingBars
        label={t('details.loading')}
        bars={[{ height: 28, width: '70%' }, { height: 18, width: '50%' }, { height: 120 }]}
      />
    );
  } else {
    const details = (
      <Stack gap="lg">
        <Select
          label={t('details.moveTo')}
          data={laneOptions}
          value={current.status}
          allowDeselect={false}
          onChange={(value) => {
            const lane = JOB_LANES.find((candidate) => candidate === value);
            if (lane && lane !== current.status) actions.moveToLane(current, lane as JobLane);
          }}
        />

        <NextInterviewField job={current} />

        <Divider />

        {job ? (
          <JobFacts job={job} downloading={download.isPending} onDownload={handleDownload} />
        ) : (
          <LoadingBars
            label={t('details.loading')}
            bars={[{ height: 18, width: '60%' }, { height: 18, width: '40%' }, { height: 80 }]}
          />
        )}

        {job && (
          <Text size="xs" c="dimmed">
            {t('details.created', { date: formatDateTime(job.createdAt, language) })} ·{' '}
            {t('details.updated', { date: formatDateTime(job.updatedAt, language) })}
          </Text>
        )}

        <Divider />
        <JobTimeline jobId={current.jobId} />
        <JobMailReader job={current} />
      </Stack>
    );
    // The other features' tabs (Match, Tailored CV) read what they need only when opened (their
    // panels mount then).
    body = (
      <Stack gap="md">
        <JobDetailsHeader job={current} />
        <Tabs defaultValue="details" keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="details">{t('match.detailsTab')}</Tabs.Tab>
            {tabs.map(({ value, Label }) => (
              <Tabs.Tab key={value} value={value}>
                <Label />
              </Tabs.Tab>
            ))}
          </Tabs.List>
          <Tabs.Panel value="details" pt="md">
            {details}
          </Tabs.Panel>
          {tabs.map(({ value, Panel }) => (
            <Tabs.Panel key={value} value={value} pt="md">
              <Panel job={current} />
            </Tabs.Panel>
          ))}
        </Tabs>
      </Stack>
    );
  }

  return (
    <JobDrawer opened={jobId !== null} onClose={onClose} title={t('details.title')}>
      {body}
    </JobDrawer>
  );
}
