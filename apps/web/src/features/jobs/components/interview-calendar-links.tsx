import { Anchor, Button, Group } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorMessage } from '../../../shared/http/error-message.ts';
import { toast } from '../../../shared/ui/toast.ts';
import { downloadInterviewCalendar } from '../api/interview-calendar.ts';
import { CalendarIcon } from './icons.tsx';

export type InterviewCalendarLinksProps = { jobId: string };

/** Under a set interview date: the interview as an .ics file, and the way to the calendar feed. */
export function InterviewCalendarLinks({ jobId }: InterviewCalendarLinksProps) {
  const { t } = useTranslation('jobs');
  const [downloading, setDownloading] = useState(false);

  const handleDownload = async () => {
    setDownloading(true);
    try {
      await downloadInterviewCalendar(jobId);
    } catch (error) {
      toast.error(errorMessage(error, t('interviewCalendar.downloadFailed')));
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Group gap="md">
      <Button
        variant="light"
        size="sm"
        leftSection={<CalendarIcon />}
        loading={downloading}
        onClick={() => void handleDownload()}
      >
        {t('interviewCalendar.download')}
      </Button>
      <Anchor component={Link} to="/account/calendar" size="sm">
        {t('interviewCalendar.subscribe')}
      </Anchor>
    </Group>
  );
}
