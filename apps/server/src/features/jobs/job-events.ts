import type { JobTimelineEvent, JobTimelineKind } from '@hirelane/contract/job-timeline';
import type { StoredJob } from '../../domain/jobs/job-rows.ts';
import type { JobAttachment } from './job-rows.ts';

/** The kinds job_events holds; creation and lanes are the lane history, letters their own table. */
type StoredKind = Exclude<JobTimelineKind, 'created' | 'lane-changed' | 'letter-written'>;

/** An event to record: its kind and the facts the timeline shows (the contract's fields of that kind). */
export type JobEventDraft = {
  [K in StoredKind]: { kind: K; detail: Omit<Extract<JobTimelineEvent, { kind: K }>, 'id' | 'kind' | 'at'> };
}[StoredKind];

const sameMoment = (a: string | null, b: string | null) =>
  a === b || (a !== null && b !== null && new Date(a).getTime() === new Date(b).getTime());

/** A new interview time: set, changed or cleared (nothing when it stays the same). */
export const interviewEvents = (before: string | null, after: string | null): JobEventDraft[] => {
  if (sameMoment(before, after)) return [];
  const interviewAt = after === null ? null : new Date(after).toISOString();
  if (before === null && interviewAt !== null) return [{ kind: 'interview-set', detail: { interviewAt } }];
  if (before !== null && interviewAt === null)
    return [{ kind: 'interview-cleared', detail: { previousInterviewAt: before } }];
  return [
    {
      kind: 'interview-changed',
      detail: { interviewAt: interviewAt as string, previousInterviewAt: before as string },
    },
  ];
};

/** A new file (maybe in place of another), or the file dropped. */
export const attachmentEvents = (before: string | null, after: JobAttachment | null): JobEventDraft[] => {
  if (after)
    return [{ kind: 'attachment-added', detail: { fileName: after.fileName, replacedFileName: before } }];
  return before === null ? [] : [{ kind: 'attachment-removed', detail: { fileName: before } }];
};

/**
 * What an edit of the job's fields tells the timeline: its notes, when they changed, and its file,
 * when the edit replaced or dropped it (`attachment` undefined: the file was left alone).
 */
export const editEvents = (
  before: StoredJob,
  notes: string | null,
  attachment: JobAttachment | null | undefined,
): JobEventDraft[] => [
  ...(before.notes === notes ? [] : [{ kind: 'notes-edited' as const, detail: {} }]),
  ...(attachment === undefined ? [] : attachmentEvents(before.attachment?.fileName ?? null, attachment)),
];
