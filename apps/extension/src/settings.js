// @ts-check
import { DEFAULT_ORIGIN } from './build-config.js';

/**
 * What the extension keeps (chrome.storage.local, this browser only): the Hirelane it talks to
 * (`origin`, the build's unless the user typed their own in the settings) and the token that
 * Hirelane's connect page handed over (`token`, none until then).
 */
export const loadSettings = async () => {
  const stored = /** @type {{ origin?: string, token?: string }} */ (
    await chrome.storage.local.get(['origin', 'token'])
  );
  return { origin: stored.origin ?? DEFAULT_ORIGIN, token: stored.token ?? null };
};

/** A new Hirelane: the old token belongs to the old one, so it goes. @param {string} origin */
export const saveOrigin = async (origin) => {
  await chrome.storage.local.set({ origin });
  await chrome.storage.local.remove('token');
};

export const forgetToken = () => chrome.storage.local.remove('token');

/**
 * Keeps a token the connect page handed over, only when the page it came from is the Hirelane
 * the extension is set to (`pageUrl`: the sender's address, which the browser sets).
 * @param {unknown} token
 * @param {string | undefined} pageUrl
 */
export const acceptToken = async (token, pageUrl) => {
  const { origin } = await loadSettings();
  if (typeof token !== 'string' || !pageUrl || new URL(pageUrl).origin !== origin) return false;
  await chrome.storage.local.set({ token });
  return true;
};
