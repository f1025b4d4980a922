import { codeFrom } from '../../apps/server/test/smtp-inbox.ts';
import type { RunningApp } from './app-server.ts';

export type SeededUser = { email: string; password: string; accessToken: string };

const PASSWORD = 'fjord-lantern-47';

/** Registers and verifies a user through the API (fast), and signs in once for an API token. */
export const seedUser = async (app: RunningApp, email: string): Promise<SeededUser> => {
  const headers = { 'Content-Type': 'application/json', 'Accept-Language': 'en', Origin: app.url };
  const before = app.inbox.mails.length;
  const register = await fetch(`${app.url}/api/auth/register`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      firstName: 'Kari',
      lastName: 'Nordmann',
      email,
      country: 'NO',
      password: PASSWORD,
      agreedToPrivacyPolicy: true,
    }),
  });
  if (!register.ok) throw new Error(`register: ${register.status} ${await register.text()}`);
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
  return { email, password: PASSWORD, accessToken };
};

/** Creates a job through the API (multipart, like the app). */
export const createJobViaApi = async (
  app: RunningApp,
  accessToken: string,
  request: Record<string, unknown>,
): Promise<{ jobId: string }> => {
  const form = new FormData();
  form.append('request', JSON.stringify(request));
  const response = await fetch(`${app.url}/api/jobs`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${accessToken}` },
    body: form,
  });
  if (response.status !== 201) throw new Error(`create job: ${response.status} ${await response.text()}`);
  return (await response.json()) as { jobId: string };
};
