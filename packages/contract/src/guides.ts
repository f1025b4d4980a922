import { z } from 'zod';

/**
 * The first-run path: the steps a new user takes, in order. A step is done when the user's data
 * shows it (a job saved, a CV entry, …) or when the user marked it done.
 */
export const FIRST_RUN_STEPS = ['addJob', 'moveJob', 'buildCv', 'pickDesign', 'tailorCv', 'shareCv'] as const;
export type FirstRunStep = (typeof FIRST_RUN_STEPS)[number];

/**
 * Whether the path's hints show: 'on' shows the next step's hint on its screen, 'later' ("Not now")
 * hides the hints but keeps a small "Getting started" entry to resume, 'off' shows nothing until
 * the user turns it on again from the account menu.
 */
export const FIRST_RUN_STATES = ['on', 'later', 'off'] as const;
export type FirstRunState = (typeof FIRST_RUN_STATES)[number];

/** GET /guides: the first-run path's state and each step, in order. */
export const guidesResponse = z.object({
  state: z.enum(FIRST_RUN_STATES),
  steps: z.array(z.object({ step: z.enum(FIRST_RUN_STEPS), done: z.boolean() })),
});
export type GuidesResponse = z.infer<typeof guidesResponse>;

/** PUT /guides/first-run: show the path, leave it for later, or turn it off. */
export const firstRunStateBody = z.object({ state: z.enum(FIRST_RUN_STATES) });

/** PUT /guides/first-run/done: the user says a step is done. */
export const firstRunStepBody = z.object({ step: z.enum(FIRST_RUN_STEPS) });

/**
 * The older per-screen guides, each still closed by its own PUT …/guide/complete: closing the
 * login guide turns the path off; closing a screen's guide marks that screen's steps done.
 */
export const GUIDES = ['login', 'job', 'cv', 'publicProfile'] as const;
export type Guide = (typeof GUIDES)[number];
