export type PageViewSink = (path: string) => void;

let sink: PageViewSink | null = null;
/** The route shown while no sink was plugged in: counted once when consent arrives on that page. */
let pending: string | null = null;
/** A route that redirected at once (a guard): it was never shown, so it is no page view. */
let redirected: string | null = null;

/**
 * Plugs in the analytics service while the visitor allows analytics; `null` when they refuse or
 * revoke it. Plugging in counts the page on screen (which had no page view yet) exactly once.
 */
export function setPageViewSink(next: PageViewSink | null): void {
  sink = next;
  const waiting = pending;
  pending = null;
  if (next && waiting !== null) next(waiting);
}

/** Marks `path` as a redirect: the page view of that route change is dropped. */
export function skipPageView(path: string): void {
  redirected = path;
}

/**
 * Records one page view per route change. Without a sink (no consent) nothing is sent;
 * only the route on screen is remembered, not the history.
 */
export function trackPageView(path: string): void {
  const isRedirect = redirected === path;
  redirected = null;
  if (isRedirect) return;
  if (sink) sink(path);
  else pending = path;
}
