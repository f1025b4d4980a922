// @ts-check
import { acceptToken } from './settings.js';

// The connect script (on Hirelane's connect page only) hands over the token the page asked for; it
// is kept only when that page is the Hirelane the extension is set to.
chrome.runtime.onMessage.addListener(
  /** @param {{ type?: unknown, token?: unknown } | undefined} message */
  (message, sender, sendResponse) => {
    if (message?.type !== 'connect' || sender.id !== chrome.runtime.id) return false;
    acceptToken(message.token, sender.url).then(sendResponse, () => sendResponse(false));
    return true;
  },
);
