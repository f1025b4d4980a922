import { EXTENSION_MESSAGES } from '@hirelane/contract/extension';

/**
 * A message of this page to itself: the extension's script on the connect page posts into the
 * page's own window with the page's origin, so anything else (another window, a frame) is ignored.
 */
export const isOwnMessage = (event: MessageEvent) =>
  event.source === window && event.origin === window.location.origin;

/** Says hello to the extension's script on this page (it answers `here`). */
export const greetExtension = () =>
  window.postMessage({ type: EXTENSION_MESSAGES.hello }, window.location.origin);

/**
 * Hands the token to the extension's script on this page, posted to this window and origin only;
 * true once the extension says it kept it, false when it does not answer within `timeoutMs`.
 */
export const handTokenToExtension = (token: string, timeoutMs = 3000): Promise<boolean> =>
  new Promise((resolve) => {
    const finish = (kept: boolean) => {
      window.removeEventListener('message', onMessage);
      window.clearTimeout(timer);
      resolve(kept);
    };
    const onMessage = (event: MessageEvent) => {
      if (isOwnMessage(event) && event.data?.type === EXTENSION_MESSAGES.connected) {
        finish(event.data.connected === true);
      }
    };
    const timer = window.setTimeout(() => finish(false), timeoutMs);
    window.addEventListener('message', onMessage);
    window.postMessage({ type: EXTENSION_MESSAGES.token, token }, window.location.origin);
  });
