import { EXTENSION_MESSAGES } from '@hirelane/contract/extension';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { handTokenToExtension } from './extension-bridge.ts';

/** Stands in for the extension's script on the page: answers a token message as it would. */
const extensionAnswers = (answer: (event: MessageEvent) => void) => {
  const listener = (event: MessageEvent) => {
    if (event.data?.type === EXTENSION_MESSAGES.token) answer(event);
  };
  window.addEventListener('message', listener);
  return () => window.removeEventListener('message', listener);
};

const dispatch = (data: unknown, init: { source?: MessageEventSource | null; origin?: string } = {}) =>
  window.dispatchEvent(
    new MessageEvent('message', { data, source: window, origin: window.location.origin, ...init }),
  );

describe('handTokenToExtension', () => {
  let stop = () => {};
  afterEach(() => {
    stop();
    vi.useRealTimers();
  });

  it('posts the token to this window only and is done once the extension says it kept it', async () => {
    const post = vi.spyOn(window, 'postMessage');
    stop = extensionAnswers(() => dispatch({ type: EXTENSION_MESSAGES.connected, connected: true }));
    await expect(handTokenToExtension('hlx_secret')).resolves.toBe(true);
    expect(post).toHaveBeenCalledWith(
      { type: EXTENSION_MESSAGES.token, token: 'hlx_secret' },
      window.location.origin,
    );
    post.mockRestore();
  });

  it('does not take an answer from another window or origin, and gives up after the wait', async () => {
    vi.useFakeTimers();
    stop = extensionAnswers(() => {
      dispatch({ type: EXTENSION_MESSAGES.connected, connected: true }, { source: null });
      dispatch({ type: EXTENSION_MESSAGES.connected, connected: true }, { origin: 'https://evil.example' });
    });
    const kept = handTokenToExtension('hlx_secret', 1000);
    await vi.advanceTimersByTimeAsync(1000);
    await expect(kept).resolves.toBe(false);
  });

  it('says false when the extension refused the token', async () => {
    stop = extensionAnswers(() => dispatch({ type: EXTENSION_MESSAGES.connected, connected: false }));
    await expect(handTokenToExtension('hlx_secret')).resolves.toBe(false);
  });
});
