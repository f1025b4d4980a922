import { z } from 'zod';
import { inboxKind } from './inbox.ts';
import { jobLane } from './jobs.ts';

/** What a job's timeline can say happened, in the order a job usually meets them. */
export const JOB_TIMELINE_KINDS = [
  'created',
  'lane-changed',
  'interview-set',
  'interview-changed',
  'interview-cleared',
  'attachment-added',
  'attachment-removed',
  'letter-written',
  'notes-edited',
  'email-applied',
  'email-undone',
] as const;
export type JobTimelineKind = (typeof JOB_TIMELINE_KINDS)[number];

/** Every event has an id (stable between reads) and the moment it happened (ISO-8601 UTC). */
const event = <K extends JobTimelineKind, S extends z.ZodRawShape>(kind: K, shape: S) =>
  z.object({ id: z.string(), kind: z.literal(kind), at: z.string(), ...shape });

export const jobTimelineEvent = z.discriminatedUnion('kind', [
  event('created', {}),
  /** Moved from one lane to another (creation enters "saved" and is the `created` event). */
  event('lane-changed', { fromLane: jobLane, toLane: jobLane }),
  event('interview-set', { interviewAt: z.string() }),
  event('interview-changed', { interviewAt: z.string(), previousInterviewAt: z.string() }),
  event('interview-cleared', { previousInterviewAt: z.string() }),
  /** `replacedFileName`: the file this one took the place of. */
  event('attachment-added', { fileName: z.string(), replacedFileName: z.string().nullable() }),
  event('attachment-removed', { fileName: z.string() }),
  /** A letter that points at the job, at the time it was written (created). */
  event('letter-written', { letterId: z.string(), title: z.string() }),
  event('notes-edited', {}),
  /**
   * A suggestion from the inbox applied to the job ("From e-mail: <subject>"): what the mail was
   * (`mailKind`) and the suggestion, whose undo (POST /inbox/suggestions/{id}/undo) puts back
   * the lane and interview the job had.
   */
  event('email-applied', { subject: z.string(), mailKind: inboxKind, suggestionId: z.string() }),
  /** That change taken back. */
  event('email-undone', { subject: z.string(), suggestionId: z.string() }),
]);
export type JobTimelineEvent = z.infer<typeof jobTimelineEvent>;

/** GET /jobs/{id}/timeline: everything that happened to the job, oldest first. */
export const jobTimelineResponse = z.object({ events: z.array(jobTimelineEvent) });
export type JobTimelineResponse = z.infer<typeof jobTimelineResponse>;
