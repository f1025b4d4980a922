import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import type { stubFetch } from './fake-fetch.ts';

export type ClosedGuideCheck = {
  /** The guide's region, by its accessible name. */
  region: string;
  /** Its browser flag. */
  flag: string;
  /** Where the server is told (PUT). */
  path: string;
};

/** A closed guide: gone from the page, its browser flag set, and the server told once. */
export async function expectGuideClosed(fetch: ReturnType<typeof stubFetch>, guide: ClosedGuideCheck) {
  expect(screen.queryByRole('region', { name: guide.region })).toBeNull();
  expect(window.localStorage.getItem(guide.flag)).toBe('true');
  await waitFor(() => expect(fetch.callsTo('PUT', guide.path)).toHaveLength(1));
}
