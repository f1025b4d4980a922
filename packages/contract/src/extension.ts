import { z } from 'zod';

/**
 * An extension token starts with this: the sign-in guard tells it from an access token by it and
 * lets it through only on the few routes the browser extension calls.
 */
export const EXTENSION_TOKEN_PREFIX = 'hlx_';

/**
 * The messages the app's connect page and the extension's script on that page exchange
 * (`window.postMessage`, same window and origin only, `data.type`): the page asks whether the
 * extension is there, it answers, the page hands over a token, the extension says it kept it.
 */
export const EXTENSION_MESSAGES = {
  hello: 'hirelane:extension-hello',
  here: 'hirelane:extension-here',
  token: 'hirelane:extension-token',
  connected: 'hirelane:extension-connected',
} as const;

/** POST /auth/extension-token: a new token, shown this once (only its hash is kept). */
export const extensionTokenResponse = z.object({
  token: z.string(),
  tokenId: z.string(),
  createdAt: z.string(),
});
export type ExtensionTokenResponse = z.infer<typeof extensionTokenResponse>;

/** GET /auth/extension-tokens: the browsers connected to the account, newest first. */
export const extensionTokensResponse = z.object({
  tokens: z.array(z.object({ tokenId: z.string(), createdAt: z.string() })),
});
export type ExtensionTokensResponse = z.infer<typeof extensionTokensResponse>;

/** Where the server serves the packed extension for a self-hosted install (when it was built). */
export const EXTENSION_DOWNLOAD_PATH = '/downloads/hirelane-extension.zip';

/**
 * GET /extension/install: where to get the extension here. A store's listing only when the
 * installation names one; `downloadUrl` only when the packed build is there to download.
 */
export const extensionInstallResponse = z.object({
  chromeStoreUrl: z.string().nullable(),
  firefoxStoreUrl: z.string().nullable(),
  downloadUrl: z.string().nullable(),
});
export type ExtensionInstallResponse = z.infer<typeof extensionInstallResponse>;
