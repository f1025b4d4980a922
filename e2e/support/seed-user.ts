import type { Guide } from '@hirelane/contract/guides';
import { codeFrom } from '../../apps/server/test/smtp-inbox.ts';
import { callApi, registerUser } from './api.ts';
import type { RunningApp } from './app-server.ts';

export type SeededUser = { email: string; password: string; accessToken: string };

export const PASSWORD = 'fjord-lantern-47';

const GUIDE_ROUTES: Record<Guide, string> = {
  login: '/auth/guide/complete',
  job: '/jobs/guide/complete',
  cv: '/cv/general/guide/complete',
  publicProfile: '/cv/public-profile/guide/complete',
};

export type SeedOptions = {
  /**
   * Guides the user already closed (on another device), through the older calls: 'login' turns
   * the first-run path off, a screen's guide marks that screen's steps done. 'all': no hint shows.
   */
  seenGuides?: readonly Guide[] | 'all';
};

/** Registers and verifies a user through the API (fast), and signs in once for an API token. */
export const seedUser = async (
  app: RunningApp,
  email: string,
  options: SeedOptions = {},
): Promise<SeededUser> => {
  const headers = { 'Content-Type': 'application/json', 'Accept-Language': 'en', Origin: app.url };
  const before = app.inbox.mails.length;
  await registerUser(app, { email, password: PASSWORD });
  const token = codeFrom(await app.inbox.waitFor(email, { sinceCount: before }));
  const verify = await fetch(`${app.url}/api/auth/verify-email`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, token }),
  });
  if (!verify.ok) throw new Error(`verify: ${verify.status} ${await verify.text()}`);
  const login = await fetch(`${app.url}/api/auth/login`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (!login.ok) throw new Error(`login: ${login.status} ${await login.text()}`);
  const { accessToken } = (await login.json()) as { accessToken: string };
  const seen =
    options.seenGuides === 'all' ? (Object.keys(GUIDE_ROUTES) as Guide[]) : (options.seenGuides ?? []);
  for (const guide of seen) await callApi(app, accessToken, 'PUT', GUIDE_ROUTES[guide]);
  return { email, password: PASSWORD, accessToken };
};
