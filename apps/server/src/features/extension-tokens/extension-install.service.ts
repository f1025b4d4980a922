import fs from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { EXTENSION_DOWNLOAD_PATH, type ExtensionInstallResponse } from '@hirelane/contract/extension';
import type { ExtensionConfig } from '../../config-extension.ts';
import { notFound } from '../../platform/http/app-error.ts';

export type PackedExtension = { size: number; stream: Readable };

/**
 * Where people get the browser extension: the store listings the installation names, and the packed
 * build, offered only while its file is there (a build after start-up is seen at once).
 */
export const createExtensionInstall = ({ chromeStoreUrl, firefoxStoreUrl, zipFile }: ExtensionConfig) => {
  const isPacked = () =>
    fs.stat(zipFile).then(
      (stat) => stat.isFile(),
      () => false,
    );
  return {
    where: async (): Promise<ExtensionInstallResponse> => ({
      chromeStoreUrl,
      firefoxStoreUrl,
      downloadUrl: (await isPacked()) ? EXTENSION_DOWNLOAD_PATH : null,
    }),

    /** The packed build, opened before it is answered; 404 when this server has none. */
    openPacked: async (): Promise<PackedExtension> => {
      const file = await fs.open(zipFile).catch(() => null);
      const stat = await file?.stat();
      if (!file || !stat?.isFile()) {
        await file?.close();
        throw notFound('The browser extension has not been built on this server');
      }
      return { size: stat.size, stream: file.createReadStream() };
    },
  };
};

export type ExtensionInstall = ReturnType<typeof createExtensionInstall>;
