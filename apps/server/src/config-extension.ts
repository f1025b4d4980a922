import path from 'node:path';
import { optionalUrl } from './config-read.ts';

/** Where people get the browser extension: its store listings, and the packed build served here. */
export type ExtensionConfig = {
  /** The Chrome Web Store listing (EXTENSION_CHROME_STORE_URL), also for Edge and other Chromium. */
  chromeStoreUrl: string | null;
  /** The Firefox Add-ons listing (EXTENSION_FIREFOX_STORE_URL). */
  firefoxStoreUrl: string | null;
  /** The packed extension `npm run build` writes; served for a self-hosted install when it exists. */
  zipFile: string;
};

/** A store's listing: an https address, normalised; null when unset. */
const storeUrl = optionalUrl(['https:'], (raw) => new URL(raw).href).transform((href) => href ?? null);

export const extensionVariables = {
  EXTENSION_CHROME_STORE_URL: storeUrl,
  EXTENSION_FIREFOX_STORE_URL: storeUrl,
};

export const extensionOf = (env: {
  EXTENSION_CHROME_STORE_URL: string | null;
  EXTENSION_FIREFOX_STORE_URL: string | null;
}): ExtensionConfig => ({
  chromeStoreUrl: env.EXTENSION_CHROME_STORE_URL,
  firefoxStoreUrl: env.EXTENSION_FIREFOX_STORE_URL,
  zipFile: path.resolve(import.meta.dirname, '../../extension/dist/hirelane-extension.zip'),
});
