export type UploadRate = {
  /** Bytes sent so far (estimated from the fraction the browser reports). */
  sentBytes: number;
  /** Over the last few seconds; null until there is enough to tell. */
  bytesPerSecond: number | null;
  /** At that speed; null while the speed is unknown. */
  secondsLeft: number | null;
};

type Sample = { at: number; bytes: number };

/** How far back the speed looks: long enough to be steady, short enough to follow a change of network. */
const WINDOW_MS = 3000;
/** Below this the first samples say more about start-up than about the network. */
const MIN_SPAN_MS = 500;

/**
 * Speed and time left of an upload of `totalBytes`, from the progress fractions as they come in
 * (`now` in milliseconds). The speed is measured over a sliding window, so a stall shows at once.
 */
export function createUploadRate(totalBytes: number, now: () => number) {
  const samples: Sample[] = [{ at: now(), bytes: 0 }];
  return (fraction: number): UploadRate => {
    const at = now();
    const bytes = Math.min(Math.max(fraction, 0), 1) * totalBytes;
    samples.push({ at, bytes });
    while (samples.length > 2 && at - (samples[1]?.at ?? at) >= WINDOW_MS) samples.shift();
    const first = samples[0] ?? { at, bytes };
    const span = at - first.at;
    if (span < MIN_SPAN_MS) return { sentBytes: bytes, bytesPerSecond: null, secondsLeft: null };
    const bytesPerSecond = ((bytes - first.bytes) * 1000) / span;
    const secondsLeft = bytesPerSecond > 0 ? (totalBytes - bytes) / bytesPerSecond : null;
    return { sentBytes: bytes, bytesPerSecond, secondsLeft };
  };
}
