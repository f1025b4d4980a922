import { Anchor, Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDownloadInterviewCalendar } from '../api/interview-calendar.ts';
import { CalendarIcon } from './icons.tsx';

export type InterviewCalendarLinksProps = { jobId: string };

/** Under a set interview date: the interview as an .ics file, and the way to the calendar feed. */
export function InterviewCalendarLinks({ jobId }: InterviewCalendarLinksProps) {
  const { t } = useTranslation('jobs');
  const download = useDownloadInterviewCalendar();

  return (
    <Group gap="md">
      <Button
        variant="light"
        size="sm"
        leftSection={<CalendarIcon />}
        loading={download.isPending}
        onClick={() => download.mutate(jobId)}
      >
        {t('interviewCalendar.download')}
      </Button>
      <Anchor component={Link} to="/account/calendar" size="sm">
        {t('interviewCalendar.subscribe')}
      </Anchor>
    </Group>
  );
}
