import { z } from 'zod';
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
]);
export type JobTimelineEvent = z.infer<typeof jobTimelineEvent>;

/** GET /jobs/{id}/timeline: everything that happened to the job, oldest first. */
export const jobTimelineResponse = z.object({ events: z.array(jobTimelineEvent) });
export type JobTimelineResponse = z.infer<typeof jobTimelineResponse>;
