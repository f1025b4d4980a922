/** Time as the app sees it; tests pass a clock they can move forward. */
export type Clock = { now: () => Date };

export const systemClock: Clock = { now: () => new Date() };

export type FakeClock = Clock & { advance: (ms: number) => void; set: (date: Date) => void };

export const createFakeClock = (start = new Date('2026-01-15T09:00:00.000Z')): FakeClock => {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance: (ms) => {
      current += ms;
    },
    set: (date) => {
      current = date.getTime();
    },
  };
};
