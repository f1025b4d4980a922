import { JOB_PAGE_MAX_BYTES } from '@hirelane/contract/constants';
import { PAGE_MESSAGES } from './bookmarklet.ts';

/** How long the tab the bookmarklet opened waits for the page before it reads the link instead. */
export const PAGE_WAIT_MS = 5000;

type PageWindow = Pick<Window, 'addEventListener' | 'removeEventListener' | 'opener'>;

/**
 * The page the bookmarklet sends this tab: it tells the tab that opened it (`opener`) that it is
 * ready, on the job ad's origin only, and takes the first message that comes from that window and
 * that origin, says it is the page of `url`, and is at most JOB_PAGE_MAX_BYTES. Null when none
 * comes within `waitMs` (no opener, an older bookmarklet, a page that went away): the caller
 * then reads the link instead.
 */
export function receivePage(
  url: string,
  at: PageWindow = window,
  waitMs = PAGE_WAIT_MS,
): Promise<string | null> {
  let origin: string;
  try {
    origin = new URL(url).origin;
  } catch {
    return Promise.resolve(null);
  }
  const opener = at.opener as Window | null;
  if (!opener || origin === 'null') return Promise.resolve(null);
  return new Promise((resolve) => {
    const done = (html: string | null) => {
      clearTimeout(timer);
      at.removeEventListener('message', listen);
      resolve(html);
    };
    const listen = (event: MessageEvent) => {
      const data = event.data as { type?: unknown; url?: unknown; html?: unknown } | null;
      if (event.source !== opener || event.origin !== origin) return;
      if (data?.type !== PAGE_MESSAGES.page || data.url !== url || typeof data.html !== 'string') return;
      // Counted as UTF-8 (at most 3 bytes a UTF-16 unit) without encoding a large text twice.
      if (data.html.length * 3 > JOB_PAGE_MAX_BYTES && new Blob([data.html]).size > JOB_PAGE_MAX_BYTES)
        return;
      done(data.html);
    };
    const timer = setTimeout(() => done(null), waitMs);
    at.addEventListener('message', listen);
    try {
      opener.postMessage({ type: PAGE_MESSAGES.ready }, origin);
    } catch {
      done(null);
    }
  });
}
