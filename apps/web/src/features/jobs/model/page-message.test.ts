import { JOB_PAGE_MAX_BYTES } from '@hirelane/contract/constants';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PAGE_MESSAGES } from './bookmarklet.ts';
import { receivePage } from './page-message.ts';

const AD = 'https://jobs.example/ads/1';

/** A tab opened by the bookmarklet: its own message events, and the job ad's window as opener. */
const openedTab = () => {
  const events = new EventTarget();
  const opener = { postMessage: vi.fn() };
  const at = {
    opener,
    addEventListener: events.addEventListener.bind(events),
    removeEventListener: events.removeEventListener.bind(events),
  } as unknown as Window;
  const send = (data: unknown, origin = 'https://jobs.example', source: unknown = opener) =>
    events.dispatchEvent(new MessageEvent('message', { data, origin, source: source as never }));
  return { at, opener, send };
};

afterEach(() => vi.useRealTimers());

describe('receivePage', () => {
  it('says it is ready to the ad’s origin only, and takes the page from the opener on that origin', async () => {
    const { at, opener, send } = openedTab();
    const received = receivePage(AD, at, 1000);
    expect(opener.postMessage).toHaveBeenCalledWith({ type: PAGE_MESSAGES.ready }, 'https://jobs.example');
    const page = { type: PAGE_MESSAGES.page, url: AD, html: '<html><body>Ad</body></html>' };
    send({ ...page, html: 'from another origin' }, 'https://evil.example');
    send({ ...page, html: 'from another window' }, 'https://jobs.example', {});
    send({ ...page, url: 'https://jobs.example/other' });
    send({ ...page, html: 42 });
    send({ ...page, html: 'x'.repeat(JOB_PAGE_MAX_BYTES + 1) });
    send(page);
    expect(await received).toBe('<html><body>Ad</body></html>');
  });

  it('gives up after the wait, and at once without an opener or with a link that is no address', async () => {
    vi.useFakeTimers();
    const { at } = openedTab();
    const waiting = receivePage(AD, at, 5000);
    vi.advanceTimersByTime(5000);
    expect(await waiting).toBeNull();
    expect(await receivePage(AD, { ...at, opener: null } as Window)).toBeNull();
    expect(await receivePage('not a link', at)).toBeNull();
  });
});
