import type { Language } from '@hirelane/contract/constants';
import { formatDateTime } from '@hirelane/contract/dates';
import type { JobTimelineEvent } from '@hirelane/contract/job-timeline';
import { Anchor, Button, Text, Title } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { useUndoSuggestion } from '../../../shared/inbox/inbox-api.ts';
import { type IconProps, lineIcon } from '../../../shared/ui/line-icon.tsx';
import { QueryLoadError } from '../../../shared/ui/load-error.tsx';
import { LoadingBars } from '../../../shared/ui/loading-bars.tsx';
import { toast } from '../../../shared/ui/toast.ts';
import { useJobTimeline } from '../api/job-timeline.ts';
import { ArrowRightIcon, CalendarIcon, PaperclipIcon, PencilIcon, PlusIcon } from './icons.tsx';
import classes from './job-timeline.module.css';

const LetterIcon = lineIcon(<rect x="3" y="5" width="18" height="14" rx="2" />, <path d="m3 7 9 6 9-6" />);

const ICONS: Record<JobTimelineEvent['kind'], (props: IconProps) => ReactNode> = {
  created: PlusIcon,
  'lane-changed': ArrowRightIcon,
  'interview-set': CalendarIcon,
  'interview-changed': CalendarIcon,
  'interview-cleared': CalendarIcon,
  'attachment-added': PaperclipIcon,
  'attachment-removed': PaperclipIcon,
  'letter-written': LetterIcon,
  'notes-edited': PencilIcon,
  'email-applied': LetterIcon,
  'email-undone': LetterIcon,
};

/** What an event says, in the interface language; a letter's title links to the letter. */
function EventText({
  event,
  t,
  language,
}: {
  event: JobTimelineEvent;
  t: TFunction<'jobs'>;
  language: Language;
}) {
  const when = (iso: string) => formatDateTime(iso, language);
  switch (event.kind) {
    case 'created':
      return t('timeline.created');
    case 'lane-changed':
      return t('timeline.laneChanged', {
        from: t(`lanes.${event.fromLane}`),
        to: t(`lanes.${event.toLane}`),
      });
    case 'interview-set':
      return t('timeline.interviewSet', { date: when(event.interviewAt) });
    case 'interview-changed':
      return t('timeline.interviewChanged', {
        date: when(event.interviewAt),
        previous: when(event.previousInterviewAt),
      });
    case 'interview-cleared':
      return t('timeline.interviewCleared', { previous: when(event.previousInterviewAt) });
    case 'attachment-added':
      return event.replacedFileName
        ? t('timeline.attachmentReplaced', { name: event.fileName, previous: event.replacedFileName })
        : t('timeline.attachmentAdded', { name: event.fileName });
    case 'attachment-removed':
      return t('timeline.attachmentRemoved', { name: event.fileName });
    case 'letter-written':
      return (
        <>
          {t('timeline.letterWritten')}{' '}
          <Anchor component={Link} to={`/letters/${encodeURIComponent(event.letterId)}`} inherit>
            {event.title}
          </Anchor>
        </>
      );
    case 'notes-edited':
      return t('timeline.notesEdited');
    case 'email-applied':
      return t('timeline.fromEmail', { subject: event.subject });
    case 'email-undone':
      return t('timeline.fromEmailUndone', { subject: event.subject });
  }
}

/** The applied mails of a timeline not undone since: each may be undone once, from its entry. */
function undoable(events: readonly JobTimelineEvent[]): Set<string> {
  const undone = new Set(
    events.flatMap((event) => (event.kind === 'email-undone' ? [event.suggestionId] : [])),
  );
  return new Set(
    events.flatMap((event) =>
      event.kind === 'email-applied' && !undone.has(event.suggestionId) ? [event.id] : [],
    ),
  );
}

/** Undo beside a change a mail made: the job's lane and interview go back to what they were. */
function UndoMailButton({ suggestionId, subject }: { suggestionId: string; subject: string }) {
  const { t } = useTranslation('jobs');
  const undo = useUndoSuggestion(() => t('timeline.undoFailed'));
  return (
    <Button
      variant="subtle"
      size="compact-sm"
      ml="xs"
      loading={undo.isPending}
      aria-label={t('timeline.undoLabel', { subject })}
      onClick={() => undo.mutate(suggestionId, { onSuccess: () => toast.success(t('timeline.undone')) })}
    >
      {t('timeline.undo')}
    </Button>
  );
}

export type JobTimelineProps = { jobId: string };

/** The job's story in the details drawer, oldest first: an ordered list of what happened and when. */
export function JobTimeline({ jobId }: JobTimelineProps) {
  const { t } = useTranslation('jobs');
  const [language] = useLanguage();
  const headingId = useId();
  const timeline = useJobTimeline(jobId);

  let body: ReactNode;
  if (timeline.isPending) {
    body = (
      <LoadingBars
        label={t('timeline.loading')}
        bars={[
          { height: 18, width: '70%' },
          { height: 18, width: '55%' },
        ]}
      />
    );
  } else if (timeline.isError) {
    body = <QueryLoadError query={timeline} errorText={t('timeline.loadFailed')} />;
  } else if (timeline.data.events.length === 0) {
    body = (
      <Text size="sm" c="dimmed">
        {t('timeline.empty')}
      </Text>
    );
  } else {
    const canUndo = undoable(timeline.data.events);
    body = (
      <ol className={classes.list}>
        {timeline.data.events.map((event) => {
          const Icon = ICONS[event.kind];
          return (
            <li key={event.id} className={classes.event}>
              <span className={classes.mark}>
                <Icon />
              </span>
              <Text size="sm" component="div" className={classes.text}>
                <EventText event={event} t={t} language={language} />
                {event.kind === 'email-applied' && canUndo.has(event.id) && (
                  <UndoMailButton suggestionId={event.suggestionId} subject={event.subject} />
                )}
                <time className={classes.time} dateTime={event.at}>
                  {formatDateTime(event.at, language)}
                </time>
              </Text>
            </li>
          );
        })}
      </ol>
    );
  }

  return (
    <section aria-labelledby={headingId}>
      <Title order={3} fz="h5" id={headingId} mb="sm">
        {t('timeline.title')}
      </Title>
      {body}
    </section>
  );
}
