/** Every fixture document says it was made at this time, so regenerating changes no byte. */
export const FIXED_DATE = new Date(Date.UTC(2026, 0, 1));

/**
 * Runs `fn` with `new Date()` and `Date.now()` giving FIXED_DATE. pdfkit stamps a document (and
 * derives its file id) from the clock when it is created, and the app's PDF helpers take no
 * option for it. Documents are set up synchronously, so the stand-in is gone again before
 * anything else runs.
 */
export const atFixedTime = <T>(fn: () => T): T => {
  const RealDate = Date;
  const fixed = FIXED_DATE.getTime();
  class FixedDate extends RealDate {
    constructor(...args: unknown[]) {
      if (args.length === 0) super(fixed);
      else if (args.length === 1) super(args[0] as string | number | Date);
      else super(...(args as [number, number, number?, number?, number?, number?, number?]));
    }
    static override now() {
      return fixed;
    }
  }
  globalThis.Date = FixedDate as DateConstructor;
  try {
    return fn();
  } finally {
    globalThis.Date = RealDate;
  }
};
