import path from 'node:path';
import { optional, readUrl } from './config-read.ts';

/** Where people get the browser extension: its store listings, and the packed build served here. */
export type ExtensionConfig = {
  /** The Chrome Web Store listing (EXTENSION_CHROME_STORE_URL), also for Edge and other Chromium. */
  chromeStoreUrl: string | null;
  /** The Firefox Add-ons listing (EXTENSION_FIREFOX_STORE_URL). */
  firefoxStoreUrl: string | null;
  /** The packed extension `npm run build` writes; served for a self-hosted install when it exists. */
  zipFile: string;
};

const readStoreUrl = (name: string, raw: string | undefined): string | null => {
  const value = optional(raw);
  return value === undefined ? null : readUrl(name, value, ['https:']).href;
};

export const readExtension = (env: NodeJS.ProcessEnv): ExtensionConfig => ({
  chromeStoreUrl: readStoreUrl('EXTENSION_CHROME_STORE_URL', env.EXTENSION_CHROME_STORE_URL),
  firefoxStoreUrl: readStoreUrl('EXTENSION_FIREFOX_STORE_URL', env.EXTENSION_FIREFOX_STORE_URL),
  zipFile: path.resolve(import.meta.dirname, '../../extension/dist/hirelane-extension.zip'),
});
