import { EXTENSION_DOWNLOAD_PATH, extensionInstallResponse } from '@hirelane/contract/extension';
import type { FastifyInstance } from 'fastify';
import { limitPer, MINUTE } from '../../platform/http/rate-limit.ts';
import { publicRoutes } from '../../platform/http/route-plugins.ts';
import { answers } from '../../platform/http/route-schema.ts';
import type { ExtensionInstall } from './extension-install.service.ts';

/** GET /extension/install (public): the store listings and whether the packed build can be downloaded. */
export const extensionInstallRoutes = publicRoutes((r, { install }: { install: ExtensionInstall }) => {
  r.get(
    '/extension/install',
    { config: limitPer(60, MINUTE), ...answers(extensionInstallResponse, [429]) },
    () => install.where(),
  );
});

/**
 * The packed extension at a stable address at the site's root, outside /api and the API reference:
 * a self-hosted install downloads it from the page that explains the extension.
 */
export const registerExtensionDownload = (
  app: FastifyInstance,
  { install }: { install: ExtensionInstall },
) => {
  app.get(
    EXTENSION_DOWNLOAD_PATH,
    { schema: { hide: true }, config: limitPer(30, MINUTE) },
    async (_request, reply) => {
      const packed = await install.openPacked();
      return (
        reply
          .header('content-type', 'application/zip')
          .header('content-disposition', 'attachment; filename="hirelane-extension.zip"')
          .header('content-length', packed.size)
          // A new build replaces it at the same address.
          .header('cache-control', 'no-cache')
          .send(packed.stream)
      );
    },
  );
};
