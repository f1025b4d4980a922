import type { Job, JobSummary } from '@hirelane/contract/jobs';
import { Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { WaitingMark } from '../../../shared/offline/waiting-mark.tsx';
import { useBoardActions } from './board-actions.tsx';
import { PencilIcon, PinIcon, TrashIcon } from './icons.tsx';

type JobDetailsHeaderProps = { job: JobSummary | Job };

/** The top of the job details: the position, where and how, and every action on the job. */
export function JobDetailsHeader({ job }: JobDetailsHeaderProps) {
  const { t } = useTranslation('jobs');
  const actions = useBoardActions();
  return (
    <>
      <Stack gap={4}>
        <Group gap="xs" wrap="nowrap" align="flex-start" justify="space-between">
          <Title order={2} fz="h3">
            {job.position}
          </Title>
          {job.isPinned && (
            <Badge variant="light" leftSection={<PinIcon />} style={{ flexShrink: 0 }}>
              {t('card.pinned')}
            </Badge>
          )}
        </Group>
        <Text c="dimmed">{[job.company, job.location].filter(Boolean).join(' · ')}</Text>
        <Group gap="xs">
          <WaitingMark id={job.jobId} />
          {job.workplace && <Badge variant="default">{t(`options.workplace.${job.workplace}`)}</Badge>}
          {job.employmentType && (
            <Badge variant="default">{t(`options.employmentType.${job.employmentType}`)}</Badge>
          )}
        </Group>
      </Stack>

      <Group gap="xs">
        <Button variant="light" leftSection={<PencilIcon />} onClick={() => actions.openEdit(job.jobId)}>
          {t('details.edit')}
        </Button>
        <Button variant="default" leftSection={<PinIcon />} onClick={() => actions.togglePin(job)}>
          {job.isPinned ? t('details.unpin') : t('details.pin')}
        </Button>
        <Button
          variant="default"
          component={Link}
          to={`/letters?new=1&jobId=${encodeURIComponent(job.jobId)}`}
        >
          {t('details.writeLetter')}
        </Button>
        <Button
          variant="subtle"
          color="red"
          leftSection={<TrashIcon />}
          onClick={() => actions.openDelete(job.jobId)}
        >
          {t('details.delete')}
        </Button>
      </Group>
    </>
  );
}
