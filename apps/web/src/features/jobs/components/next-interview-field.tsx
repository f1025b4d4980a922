import { FALLBACK_ERRORS } from '@hirelane/contract/errors';
import type { Job, JobSummary } from '@hirelane/contract/jobs';
import { DateTimePicker } from '@mantine/dates';
import { useTranslation } from 'react-i18next';
import { isoToPickerValue, pickerValueToIso } from '../../../shared/format/picker-dates.ts';
import { useCalendarLabels } from '../../../shared/forms/use-calendar-labels.ts';
import { errorMessage } from '../../../shared/http/error-message.ts';
import { toast } from '../../../shared/ui/toast.ts';
import { useSetNextInterview } from '../api/next-interview.ts';
import { CalendarIcon } from './icons.tsx';
import { InterviewCalendarLinks } from './interview-calendar-links.tsx';

/** The job's next interview: set or cleared at once, and, once set, its calendar links. */
export function NextInterviewField({ job }: { job: JobSummary | Job }) {
  const { t } = useTranslation('jobs');
  const setNextInterview = useSetNextInterview();
  const calendar = useCalendarLabels();

  const handleInterview = (value: string | null) => {
    const nextInterviewDate = pickerValueToIso(value);
    setNextInterview.mutate(
      { jobId: job.jobId, nextInterviewDate },
      {
        onSuccess: () =>
          toast.success(nextInterviewDate ? t('details.interviewSaved') : t('details.interviewCleared')),
        onError: (error) => toast.error(errorMessage(error, FALLBACK_ERRORS.updateInterviewDate)),
      },
    );
  };

  return (
    <>
      <DateTimePicker
        label={t('details.nextInterview')}
        placeholder={t('details.nextInterviewPlaceholder')}
        // The field shows the date when one is set; the hint only says when there is none.
        description={job.nextInterviewDate ? undefined : t('details.noInterview')}
        value={isoToPickerValue(job.nextInterviewDate ?? null)}
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
      {job.nextInterviewDate && <InterviewCalendarLinks jobId={job.jobId} />}
    </>
  );
}
