import type { JobLane } from '@hirelane/contract/constants';
import { JOB_LANES } from '@hirelane/contract/constants';
import { formatDateTime } from '@hirelane/contract/dates';
import { FALLBACK_ERRORS } from '@hirelane/contract/errors';
import type { Job, JobSummary } from '@hirelane/contract/jobs';
import { Alert, Badge, Button, Divider, Group, Select, Skeleton, Stack, Text, Title } from '@mantine/core';
import { DateTimePicker } from '@mantine/dates';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isoToPickerValue, pickerValueToIso } from '../../../shared/format/picker-dates.ts';
import { useCalendarLabels } from '../../../shared/forms/use-calendar-labels.ts';
import { errorMessage } from '../../../shared/http/error-message.ts';
import { toLanguage } from '../../../shared/i18n/languages.ts';
import { toast } from '../../../shared/ui/toast.ts';
import { useJob } from '../api/job.ts';
import { downloadJobAttachment } from '../api/job-attachment.ts';
import { useSetNextInterview } from '../api/next-interview.ts';
import { useBoardActions } from './board-actions.tsx';
import { CalendarIcon, PencilIcon, PinIcon, TrashIcon } from './icons.tsx';
import { InterviewCalendarLinks } from './interview-calendar-links.tsx';
import { JobDrawer } from './job-drawer.tsx';
import { JobFacts } from './job-facts.tsx';
import { JobTimeline } from './job-timeline.tsx';

export type JobDetailsDrawerProps = {
  /** Spec §3: the manage drawer's open state and data (the job id; its data is fetched here). */
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
  const setNextInterview = useSetNextInterview();
  const calendar = useCalendarLabels();
  const [downloading, setDownloading] = useState(false);

  // The board's copy is newer than the fetched job after a move or pin made from here.
  const current: JobSummary | Job | null = summary ?? job ?? null;

  const handleInterview = (value: string | null) => {
    if (!jobId) return;
    const nextInterviewDate = pickerValueToIso(value);
    setNextInterview.mutate(
      { jobId, nextInterviewDate },
      {
        onSuccess: () =>
          toast.success(nextInterviewDate ? t('details.interviewSaved') : t('details.interviewCleared')),
        onError: (error) => toast.error(errorMessage(error, FALLBACK_ERRORS.updateInterviewDate)),
      },
    );
  };

  const handleDownload = async () => {
    if (!jobId || !job?.attachment) return;
    setDownloading(true);
    try {
      await downloadJobAttachment(jobId, job.attachment.fileName);
    } catch (error) {
      toast.error(errorMessage(error, FALLBACK_ERRORS.fetchJob));
    } finally {
      setDownloading(false);
    }
  };

  const laneOptions = JOB_LANES.map((lane) => ({ value: lane, label: t(`lanes.${lane}`) }));
  const interviewValue = isoToPickerValue(current?.nextInterviewDate ?? null);

  let body: ReactNode;
  if (!current && jobQuery.error) {
    body = (
      <Alert color="red" variant="light">
        {t('details.notFound')}
      </Alert>
    );
  } else if (!current) {
    body = (
      <Stack gap="sm" role="status" aria-label={t('details.loading')}>
        <Skeleton height={28} width="70%" />
        <Skeleton height={18} width="50%" />
        <Skeleton height={120} />
      </Stack>
    );
  } else {
    body = (
      <Stack gap="lg">
        <Stack gap={4}>
          <Group gap="xs" wrap="nowrap" align="flex-start" justify="space-between">
            <Title order={2} fz="h3">
              {current.position}
            </Title>
            {current.isPinned && (
              <Badge variant="light" leftSection={<PinIcon />} style={{ flexShrink: 0 }}>
                {t('card.pinned')}
              </Badge>
            )}
          </Group>
          <Text c="dimmed">{[current.company, current.location].filter(Boolean).join(' · ')}</Text>
          <Group gap="xs">
            {current.workplace && (
              <Badge variant="default">{t(`options.workplace.${current.workplace}`)}</Badge>
            )}
            {current.employmentType && (
              <Badge variant="default">{t(`options.employmentType.${current.employmentType}`)}</Badge>
            )}
          </Group>
        </Stack>

        <Group gap="xs">
          <Button
            variant="light"
            leftSection={<PencilIcon />}
            onClick={() => actions.openEdit(current.jobId)}
          >
            {t('details.edit')}
          </Button>
          <Button variant="default" leftSection={<PinIcon />} onClick={() => actions.togglePin(current)}>
            {current.isPinned ? t('details.unpin') : t('details.pin')}
          </Button>
          <Button
            variant="default"
            component={Link}
            to={`/letters?new=1&jobId=${encodeURIComponent(current.jobId)}`}
          >
            {t('details.writeLetter')}
          </Button>
          <Button
            variant="subtle"
            color="red"
            leftSection={<TrashIcon />}
            onClick={() => actions.openDelete(current.jobId)}
          >
            {t('details.delete')}
          </Button>
        </Group>

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

        <DateTimePicker
          label={t('details.nextInterview')}
          placeholder={t('details.nextInterviewPlaceholder')}
          // The field shows the date when one is set; the hint only says when there is none.
          description={current.nextInterviewDate ? undefined : t('details.noInterview')}
          value={interviewValue}
          onChange={handleInterview}
          clearable
          clearButtonProps={{ 'aria-label': t('details.clearInterview') }}
          valueFormat="ddd D MMM YYYY, HH:mm"
          defaultTimeValue="10:00"
          ariaLabels={calendar.ariaLabels}
          getDayAriaLabel={calendar.getDayAriaLabel}
          timePickerProps={{ hoursInputLabel: t('calendar.hours'), minutesInputLabel: t('calendar.minutes') }}
          submitButtonProps={{ 'aria-label': t('calendar.save') }}
          leftSection={<CalendarIcon />}
          // Read-only, not disabled, while saving: a disabled button would drop the keyboard focus.
          readOnly={setNextInterview.isPending}
        />
        {current.nextInterviewDate && <InterviewCalendarLinks jobId={current.jobId} />}

        <Divider />

        {job ? (
          <JobFacts job={job} downloading={downloading} onDownload={handleDownload} />
        ) : (
          <Stack gap="sm" role="status" aria-label={t('details.loading')}>
            <Skeleton height={18} width="60%" />
            <Skeleton height={18} width="40%" />
            <Skeleton height={80} />
          </Stack>
        )}

        {job && (
          <Text size="xs" c="dimmed">
            {t('details.created', { date: formatDateTime(job.createdAt, language) })} ·{' '}
            {t('details.updated', { date: formatDateTime(job.updatedAt, language) })}
          </Text>
        )}

        <Divider />
        <JobTimeline jobId={current.jobId} />
      </Stack>
    );
  }

  return (
    <JobDrawer opened={jobId !== null} onClose={onClose} title={t('details.title')}>
      {body}
    </JobDrawer>
  );
}
