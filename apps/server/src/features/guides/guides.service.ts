import {
  FIRST_RUN_STEPS,
  type FirstRunState,
  type FirstRunStep,
  type Guide,
  type GuidesResponse,
} from '@hirelane/contract/guides';
import type { Clock } from '../../platform/clock.ts';
import type { GuidesRepository } from './guides.repository.ts';

/**
 * How the path's state and marks are kept beside the closed guides (one row each): the login
 * guide's row turns the path off, LATER leaves it for later, `step.<id>` marks a step done, and a
 * closed screen guide marks that screen's steps done.
 */
const OFF: Guide = 'login';
const LATER = 'firstRun.later';
const markOf = (step: FirstRunStep) => `step.${step}`;
const STEPS_OF_GUIDE: Record<Exclude<Guide, 'login'>, readonly FirstRunStep[]> = {
  job: ['addJob', 'moveJob', 'tailorCv'],
  cv: ['buildCv', 'pickDesign'],
  publicProfile: ['shareCv'],
};

const stateOf = (rows: ReadonlySet<string>): FirstRunState => {
  if (rows.has(OFF)) return 'off';
  return rows.has(LATER) ? 'later' : 'on';
};

const markedSteps = (rows: ReadonlySet<string>): Set<FirstRunStep> =>
  new Set(
    FIRST_RUN_STEPS.filter(
      (step) =>
        rows.has(markOf(step)) ||
        Object.entries(STEPS_OF_GUIDE).some(([guide, steps]) => rows.has(guide) && steps.includes(step)),
    ),
  );

export const createGuidesService = ({ repo, clock }: { repo: GuidesRepository; clock: Clock }) => {
  const get = async (userId: string): Promise<GuidesResponse> => {
    const [rows, taken] = await Promise.all([repo.rows(userId), repo.stepsTaken(userId)]);
    const rowSet = new Set(rows);
    const marked = markedSteps(rowSet);
    return {
      state: stateOf(rowSet),
      steps: FIRST_RUN_STEPS.map((step) => ({ step, done: taken.has(step) || marked.has(step) })),
    };
  };

  const setState = async (userId: string, state: FirstRunState): Promise<GuidesResponse> => {
    const keep = state === 'off' ? OFF : state === 'later' ? LATER : null;
    await repo.remove(
      userId,
      [OFF, LATER].filter((row) => row !== keep),
    );
    if (keep) await repo.add(userId, keep, clock.now());
    return get(userId);
  };

  return {
    get,
    setState,
    markDone: async (userId: string, step: FirstRunStep): Promise<GuidesResponse> => {
      await repo.add(userId, markOf(step), clock.now());
      return get(userId);
    },
    /** The older "guide complete" calls: see the rows above. */
    complete: async (userId: string, guide: Guide) => {
      await repo.add(userId, guide, clock.now());
      if (guide === OFF) await repo.remove(userId, [LATER]);
      return { message: 'Guide hidden' };
    },
  };
};

export type GuidesService = ReturnType<typeof createGuidesService>;
