import { act } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

/** Each test on fake timers and real ones after it; with `shouldAdvanceTime` they also follow the clock. */
export function fakeTimersInEachTest(shouldAdvanceTime: boolean): void {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime });
  });
  afterEach(() => {
    vi.useRealTimers();
  });
}

/** Lets timers (a debounce, a query's scheduling) and the fetch promises they start run. */
export const elapse = (ms: number) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
