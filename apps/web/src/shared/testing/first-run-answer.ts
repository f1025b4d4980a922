import {
  FIRST_RUN_STEPS,
  type FirstRunState,
  type FirstRunStep,
  type GuidesResponse,
} from '@hirelane/contract/guides';

/** GET /guides as the server answers it: the path's state and the steps done (none by default). */
export function firstRunAnswer(state: FirstRunState, done: readonly FirstRunStep[] = []): GuidesResponse {
  return { state, steps: FIRST_RUN_STEPS.map((step) => ({ step, done: done.includes(step) })) };
}
