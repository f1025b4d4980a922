import type { JobTimelineEvent, JobTimelineResponse } from '@hirelane/contract/job-timeline';
import { notFound } from '../../platform/http/app-error.ts';
import type { JobHistory, JobTimelineRepository } from './job-timeline.repository.ts';

// Events of the same moment (a job made with its file) read in the order they happened.
const RANK: Partial<Record<JobTimelineEvent['kind'], number>> = { created: 0, 'lane-changed': 1 };
const rankOf = (event: JobTimelineEvent) => RANK[event.kind] ?? 2;

/** One job's story from its stored history, oldest first. */
const buildTimeline = (jobId: string, history: JobHistory): JobTimelineEvent[] => {
  const events: JobTimelineEvent[] = [
    { id: `${jobId}-created`, kind: 'created', at: history.createdAt },
    ...history.lanes.flatMap((lane): JobTimelineEvent[] =>
      lane.from === null
        ? []
        : [{ id: lane.id, kind: 'lane-changed', at: lane.at, fromLane: lane.from, toLane: lane.to }],
    ),
    // The facts were written as the contract names them; the route's schema checks them on the way out.
    ...history.events.map(
      (event) => ({ ...event.detail, id: event.id, kind: event.kind, at: event.at }) as JobTimelineEvent,
    ),
    ...history.letters.map(
      (letter): JobTimelineEvent => ({
        id: letter.id,
        kind: 'letter-written',
        at: letter.createdAt,
        letterId: letter.id,
        title: letter.title,
      }),
    ),
  ];
  return events.sort((a, b) => a.at.localeCompare(b.at) || rankOf(a) - rankOf(b) || a.id.localeCompare(b.id));
};

export const createJobTimelineService = ({ repo }: { repo: JobTimelineRepository }) => ({
  /** The user's job's timeline, oldest first; another user's job is not found. */
  timeline: async (userId: string, jobId: string): Promise<JobTimelineResponse> => {
    const history = await repo.history(userId, jobId);
    if (!history) throw notFound('This job does not exist or was deleted');
    return { events: buildTimeline(jobId, history) };
  },
});

export type JobTimelineService = ReturnType<typeof createJobTimelineService>;
