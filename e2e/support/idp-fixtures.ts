import { type OidcServer, startOidcServer } from '../../apps/server/test/oidc-server.ts';
import { freePort, type RunningApp, startApp } from './app-server.ts';
import { test as base, uniqueEmail } from './fixtures.ts';
import { seedUser } from './seed-user.ts';

export type AppWithIdp = RunningApp & { idp: OidcServer };

type WorkerFixtures = { hirelaneWithIdp: AppWithIdp };

/**
 * Journeys with social sign-in: the app with Google and Facebook both pointed at a real OpenID
 * provider (oidc-provider) on loopback. The provider must know the app's callback addresses and the
 * app the provider's URLs, so the app's port is chosen first.
 */
export const test = base.extend<object, WorkerFixtures>({
  hirelaneWithIdp: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their dependencies as a pattern.
    async ({}, use) => {
      const port = await freePort();
      const url = `http://localhost:${port}`;
      const idp = await startOidcServer([url]);
      const app = await startApp({ port, env: idp.env(url) });
      await use({ ...app, idp });
      await app.stop();
      await idp.close();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ hirelaneWithIdp }, use) => {
    await use(hirelaneWithIdp.url);
  },
  user: async ({ hirelaneWithIdp, seenGuides }, use) => {
    await use(await seedUser(hirelaneWithIdp, uniqueEmail('user'), { seenGuides }));
  },
});

export { expect, type Page, uniqueEmail } from './fixtures.ts';
