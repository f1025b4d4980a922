import type { Job, JobSummary } from '@hirelane/contract/jobs';
import { DateTimePicker } from '@mantine/dates';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isoToPickerValue, pickerValueToIso } from '../../../shared/format/picker-dates.ts';
import { dayGridKeyProps } from '../../../shared/forms/day-grid-keys.ts';
import { useCalendarLabels } from '../../../shared/forms/use-calendar-labels.ts';
import { toast } from '../../../shared/ui/toast.ts';
import { useSetNextInterview } from '../api/next-interview.ts';
import { useInterviewDraft } from '../hooks/use-interview-draft.ts';
import { CalendarIcon } from './icons.tsx';
import { InterviewCalendarLinks } from './interview-calendar-links.tsx';

/** The hour a new interview starts at until the user types another. */
const DEFAULT_TIME = '10:00';

/**
 * The job's next interview. The picker edits a draft: the day and time are saved together when the
 * user confirms (✓, or Enter in the time), never at each keystroke; closing it otherwise drops the
 * draft. Clearing saves at once. Times are the browser's local time.
 */
export function NextInterviewField({ job }: { job: JobSummary | Job }) {
  const { t } = useTranslation('jobs');
  const setNextInterview = useSetNextInterview();
  const calendar = useCalendarLabels();
  // While a change is on its way, the field shows it rather than the value it replaces.
  const stored = isoToPickerValue(
    setNextInterview.isPending
      ? setNextInterview.variables.nextInterviewDate
      : (job.nextInterviewDate ?? null),
  );

  const save = (value: string | null) => {
    const nextInterviewDate = pickerValueToIso(value);
    setNextInterview.mutate(
      { jobId: job.jobId, nextInterviewDate },
      {
        onSuccess: () =>
          toast.success(nextInterviewDate ? t('details.interviewSaved') : t('details.interviewCleared')),
      },
    );
  };
  const draft = useInterviewDraft(stored, save);

  // Enter in the hours or minutes confirms (the picker then closes); Enter on a day only picks it.
  const handleKeyDownCapture = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && event.target instanceof HTMLInputElement) draft.confirm();
  };

  return (
    <div onKeyDownCapture={handleKeyDownCapture}>
      <DateTimePicker
        label={t('details.nextInterview')}
        placeholder={t('details.nextInterviewPlaceholder')}
        // The field shows the date when one is set; the hint only says when there is none.
        description={job.nextInterviewDate ? undefined : t('details.noInterview')}
        value={draft.value}
        onChange={draft.change}
        popoverProps={{ onOpen: draft.open }}
        onDropdownClose={draft.close}
        clearable
        clearButtonProps={{ 'aria-label': t('details.clearInterview'), onClick: () => save(null) }}
        valueFormat="ddd D MMM YYYY, HH:mm"
        // Only a new interview starts at the default hour; a set one opens at its own time.
        defaultTimeValue={stored ? undefined : DEFAULT_TIME}
        ariaLabels={calendar.ariaLabels}
        getDayAriaLabel={calendar.getDayAriaLabel}
        getDayProps={dayGridKeyProps}
        timePickerProps={{
          hoursInputLabel: t('calendar.hours'),
          minutesInputLabel: t('calendar.minutes'),
          onChange: draft.typeTime,
        }}
        submitButtonProps={{ 'aria-label': t('calendar.save'), onClick: draft.confirm }}
        leftSection={<CalendarIcon />}
        // Read-only, not disabled, while saving: a disabled button would drop the keyboard focus.
        readOnly={setNextInterview.isPending}
      />
      {job.nextInterviewDate && <InterviewCalendarLinks jobId={job.jobId} />}
    </div>
  );
}
