export type PageViewSink = (path: string) => void;

let sink: PageViewSink | null = null;

/**
 * Plugs in the analytics service. Only the consent flow (a later issue) calls this, after the
 * visitor accepted analytics; until then page views go nowhere.
 */
export function setPageViewSink(next: PageViewSink | null): void {
  sink = next;
}

/** Records one page view (spec §2); a no-op without consent. */
export function trackPageView(path: string): void {
  sink?.(path);
}
