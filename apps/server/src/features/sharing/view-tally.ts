/**
 * Views of shared links, counted in memory and written to the database together: every
 * `intervalMs` and when the app closes, so a visit costs no write of its own and a clean stop
 * loses none. Until a count is written, the owner's figure adds what this process still holds
 * (`pending`); another instance of the app sees it once it is written, within the interval.
 */
export type ViewTally = {
  /** One more view of a link. */
  add: (id: string) => void;
  /** A link's views counted here and not yet in the database (being written included). */
  pending: (id: string) => number;
  /**
   * Runs `read` (the stored views, then `pending`) while no write is under way, so a write that
   * commits between the two cannot show its views twice: stored, and still pending.
   */
  settled: <T>(read: () => Promise<T>) => Promise<T>;
  /** Writes every view counted so far; a failed write keeps them for the next try. */
  flush: () => Promise<void>;
  /** Stops the timer and writes what is left (the app's close hook). */
  close: () => Promise<void>;
};

type ViewTallyOptions = {
  /** Adds each link's count to its stored views, all in one go. */
  write: (counts: ReadonlyMap<string, number>) => Promise<void>;
  intervalMs: number;
  /** Told when a timed write fails (the counts stay for the next one). */
  onError: (error: unknown) => void;
};

const addTo = (counts: Map<string, number>, id: string, views: number) =>
  counts.set(id, (counts.get(id) ?? 0) + views);

export const createViewTally = ({ write, intervalMs, onError }: ViewTallyOptions): ViewTally => {
  let counting = new Map<string, number>();
  let writing = new Map<string, number>();
  /** One write at a time: a flush asked for during another runs after it, with what came since. */
  let queue: Promise<void> = Promise.resolve();

  const writeCounted = async () => {
    if (counting.size === 0) return;
    writing = counting;
    counting = new Map();
    try {
      await write(writing);
    } catch (error) {
      for (const [id, views] of writing) addTo(counting, id, views);
      throw error;
    } finally {
      writing = new Map();
    }
  };

  /** Runs `task` after every write and read asked for before it; the next waits for it. */
  const inTurn = <T>(task: () => Promise<T>): Promise<T> => {
    const next = queue.then(task);
    queue = next.then(
      () => {},
      () => {},
    );
    return next;
  };
  const flush = () => inTurn(writeCounted);

  // Made with the tally, outside any request, so a write never runs inside a request's transaction.
  const timer = setInterval(() => {
    if (counting.size > 0) flush().catch(onError);
  }, intervalMs);
  timer.unref();

  return {
    add: (id) => void addTo(counting, id, 1),
    pending: (id) => (counting.get(id) ?? 0) + (writing.get(id) ?? 0),
    settled: inTurn,
    flush,
    close: () => {
      clearInterval(timer);
      return flush();
    },
  };
};
