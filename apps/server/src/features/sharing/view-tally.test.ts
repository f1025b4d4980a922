import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createViewTally } from './view-tally.ts';

/** A store that records each write, and can be made to fail or to hold a write open. */
const recordingStore = () => {
  const writes: Record<string, number>[] = [];
  let failing = false;
  let hold: Promise<void> | null = null;
  let started = () => {};
  return {
    writes,
    fail: (on: boolean) => {
      failing = on;
    },
    /** Holds the next write open until `until`; resolves once that write has begun. */
    holdNext: (until: Promise<void>) => {
      hold = until;
      return new Promise<void>((resolve) => (started = resolve));
    },
    write: async (counts: ReadonlyMap<string, number>) => {
      const held = hold;
      hold = null;
      started();
      if (held) await held;
      if (failing) throw new Error('database away');
      writes.push(Object.fromEntries(counts));
    },
  };
};

describe('the view tally', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('writes every link’s views in one go each interval, and nothing when there were none', async () => {
    const store = recordingStore();
    const tally = createViewTally({ write: store.write, intervalMs: 2000, onError: () => {} });
    tally.add('a');
    tally.add('a');
    tally.add('b');
    await vi.advanceTimersByTimeAsync(1999);
    expect(store.writes).toEqual([]);
    expect(tally.pending('a')).toBe(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(store.writes).toEqual([{ a: 2, b: 1 }]);
    expect(tally.pending('a')).toBe(0);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(store.writes).toHaveLength(1);
    tally.add('b');
    await vi.advanceTimersByTimeAsync(2000);
    expect(store.writes).toEqual([{ a: 2, b: 1 }, { b: 1 }]);
    await tally.close();
  });

  it('writes what is left on close, and nothing more after it', async () => {
    const store = recordingStore();
    const tally = createViewTally({ write: store.write, intervalMs: 2000, onError: () => {} });
    tally.add('a');
    await tally.close();
    expect(store.writes).toEqual([{ a: 1 }]);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(store.writes).toHaveLength(1);
  });

  it('still counts a link’s views while they are being written', async () => {
    const store = recordingStore();
    const tally = createViewTally({ write: store.write, intervalMs: 2000, onError: () => {} });
    let release = () => {};
    const begun = store.holdNext(new Promise((resolve) => (release = resolve)));
    tally.add('a');
    const writing = tally.flush();
    await begun;
    tally.add('a');
    expect(tally.pending('a')).toBe(2);
    // A close while a write is under way waits for it, then writes the view that came since.
    const closing = tally.close();
    release();
    await writing;
    await closing;
    expect(store.writes).toEqual([{ a: 1 }, { a: 1 }]);
    expect(tally.pending('a')).toBe(0);
  });

  it('never shows a written view twice to a read made while the write ends', async () => {
    // The database's figure: a write is in it from its commit, before the write's promise settles.
    const stored = new Map<string, number>();
    let release = () => {};
    let committed = () => {};
    const isCommitted = new Promise<void>((resolve) => (committed = resolve));
    const held = new Promise<void>((resolve) => (release = resolve));
    const tally = createViewTally({
      write: async (counts) => {
        for (const [id, views] of counts) stored.set(id, (stored.get(id) ?? 0) + views);
        committed();
        await held;
      },
      intervalMs: 2000,
      onError: () => {},
    });
    tally.add('a');
    const writing = tally.flush();
    await isCommitted;
    // The owner's figure: what is stored, then what this process still holds.
    const figure = tally.settled(async () => (stored.get('a') ?? 0) + tally.pending('a'));
    release();
    await writing;
    expect(await figure).toBe(1);
    await tally.close();
  });

  it('keeps the views of a failed write for the next one, and says so', async () => {
    const store = recordingStore();
    const errors: unknown[] = [];
    const tally = createViewTally({
      write: store.write,
      intervalMs: 2000,
      onError: (error) => errors.push(error),
    });
    store.fail(true);
    tally.add('a');
    await vi.advanceTimersByTimeAsync(2000);
    expect(errors).toHaveLength(1);
    expect(tally.pending('a')).toBe(1);
    tally.add('a');
    store.fail(false);
    await vi.advanceTimersByTimeAsync(2000);
    expect(store.writes).toEqual([{ a: 2 }]);
    await tally.close();
  });
});
