import type { FirstRunStep, GuidesResponse } from '@hirelane/contract/guides';

/** The screens that show a step's hint; no other screen (an import review, a dialog) ever does. */
export type FirstRunScreen = 'board' | 'cv' | 'sharing';

export const SCREEN_PATHS: Record<FirstRunScreen, string> = {
  board: '/',
  cv: '/my-cv',
  sharing: '/my-cv/sharing',
};

/** A link a step's hint offers: its text's name (guides:steps.<step>.actions.<name>) and where it goes. */
export type StepAction = { name: 'primary' | 'extension'; to: string };

/** Where each step is taken, and the links its hint offers (none: the screen itself is the way). */
export const STEP_PLACES: Record<FirstRunStep, { screen: FirstRunScreen; actions: readonly StepAction[] }> = {
  addJob: {
    screen: 'board',
    actions: [
      { name: 'primary', to: '/?drawer=create' },
      { name: 'extension', to: '/extension/connect' },
    ],
  },
  moveJob: { screen: 'board', actions: [] },
  buildCv: { screen: 'cv', actions: [{ name: 'primary', to: '/my-cv/import' }] },
  // The CV builder's preview, with the design choices, on the same page.
  pickDesign: { screen: 'cv', actions: [{ name: 'primary', to: '#cv-preview' }] },
  tailorCv: { screen: 'board', actions: [] },
  shareCv: { screen: 'sharing', actions: [] },
};

export type FirstRunProgress = {
  /** The first step not done yet; null when every step is done. */
  next: FirstRunStep | null;
  /** Its place in the path, from 1, and the number of steps. */
  position: number;
  total: number;
  done: number;
};

export function progressOf(guides: GuidesResponse): FirstRunProgress {
  const index = guides.steps.findIndex((step) => !step.done);
  return {
    next: index === -1 ? null : (guides.steps[index]?.step ?? null),
    position: index + 1,
    total: guides.steps.length,
    done: guides.steps.filter((step) => step.done).length,
  };
}

/** The screen a path lives on, from the address; null elsewhere. */
export function screenAt(pathname: string): FirstRunScreen | null {
  const path = pathname.replace(/\/+$/, '') || '/';
  const found = Object.entries(SCREEN_PATHS).find(([, screenPath]) => screenPath === path);
  return found ? (found[0] as FirstRunScreen) : null;
}

/**
 * Search parameters that leave the screen itself in view (the board's search and lane, a page's
 * tab); any other one opens a drawer or dialog, and a hint never shows over those.
 */
const PLAIN_PARAMS = new Set(['q', 'lane', 'tab']);

export function overlayOpen(search: string): boolean {
  return [...new URLSearchParams(search).keys()].some((key) => !PLAIN_PARAMS.has(key));
}
