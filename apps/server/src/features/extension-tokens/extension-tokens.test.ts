import { EXTENSION_TOKEN_PREFIX } from '@hirelane/contract/extension';
import type { Job, JobBoardResponse } from '@hirelane/contract/jobs';
import { describe, expect, it } from 'vitest';
import { changePassword, moveJob, multipart, postJson, signedInUser } from '../../../test/factories.ts';
import { fileTestApp } from '../../../test/file-test-app.ts';
import * as pages from '../../../test/job-pages.ts';
import { codeFrom } from '../../../test/smtp-inbox.ts';
import { TEST_ORIGIN } from '../../../test/test-app.ts';
import { apiOperations } from '../../api-operations.ts';

const t = await fileTestApp();
const owner = await signedInUser(t);
const stranger = await signedInUser(t);

type Headers = Record<string, string>;
const bearer = (token: string): Headers => ({ authorization: `Bearer ${token}` });
/** The web app's call: its access token and its own Origin. */
const fromApp = (auth: Headers): Headers => ({ ...auth, origin: TEST_ORIGIN });

const issue = async (auth: Headers = owner.auth): Promise<string> => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/extension-token',
    headers: fromApp(auth),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().token;
};
const readPage = (headers: Headers) =>
  t.app.inject({
    method: 'POST',
    url: '/api/jobs/from-page',
    headers,
    payload: { url: 'https://jobs.example.com/frontend', html: pages.plainObject },
  });
const createJob = (headers: Headers, position = 'Frontend developer') =>
  t.app.inject({
    method: 'POST',
    url: '/api/jobs',
    headers,
    body: multipart({ position, company: 'Fjord' }),
  });

describe('issuing an extension token', () => {
  it('needs a signed-in session', async () => {
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/auth/extension-token',
      headers: { origin: TEST_ORIGIN },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('needs no Origin with the access token: a Bearer header is never sent by another site', async () => {
    for (const origin of [undefined, 'https://elsewhere.example']) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/extension-token',
        headers: origin ? { ...owner.auth, origin } : owner.auth,
      });
      expect(response.statusCode, `${origin}: ${response.body}`).toBe(201);
    }
    const described = apiOperations({ videoMaxBytes: 1024 })['POST /api/auth/extension-token'];
    expect(described?.description).toMatch(/No `Origin` is required/);
  });

  it('answers a new token once and lists it without the token', async () => {
    const user = await signedInUser(t);
    const token = await issue(user.auth);
    expect(token.startsWith(EXTENSION_TOKEN_PREFIX)).toBe(true);
    expect(token.length).toBeGreaterThan(40);
    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/auth/extension-tokens',
      headers: user.auth,
    });
    expect(listed.statusCode).toBe(200);
    expect(listed.json().tokens).toHaveLength(1);
    expect(listed.body).not.toContain(token);
  });

  it('cannot be asked for with an extension token (a token cannot make another)', async () => {
    const token = await issue();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/extension-token',
      headers: { ...bearer(token), origin: TEST_ORIGIN },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('what an extension token may do', () => {
  it('reads a page, saves the job and moves it to a lane, on its owner’s board', async () => {
    const token = await issue();
    const read = await readPage(bearer(token));
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().position).toBe('Frontend developer');

    const created = await createJob(bearer(token), 'Saved by the extension');
    expect(created.statusCode, created.body).toBe(201);
    const job: Job = created.json();
    const moved = await moveJob(t, bearer(token), job.jobId, 'applied');
    expect(moved.statusCode, moved.body).toBe(200);

    const board = await t.app.inject({ method: 'GET', url: '/api/jobs', headers: owner.auth });
    const applied = (board.json() as JobBoardResponse).applied;
    expect([...applied.pinned, ...applied.normal].map((entry) => entry.position)).toContain(
      'Saved by the extension',
    );
  });

  it('cannot move another user’s job (404, the job unchanged)', async () => {
    const token = await issue();
    const theirs: Job = (await createJob(stranger.auth, 'Not yours')).json();
    const response = await moveJob(t, bearer(token), theirs.jobId, 'applied');
    expect(response.statusCode).toBe(404);
    const after = await t.app.inject({
      method: 'GET',
      url: `/api/jobs/${theirs.jobId}`,
      headers: stranger.auth,
    });
    expect(after.json().status).toBe('saved');
  });

  it('is refused by every other route of the API, as no sign-in', async () => {
    const token = await issue();
    const allowed = ['POST /api/jobs/from-page', 'POST /api/jobs', 'PUT /api/jobs/:id/status'];
    const guarded = Object.entries(apiOperations({ videoMaxBytes: 1024 }))
      .filter(([key, operation]) => !operation.public && !operation.refreshCookie && !allowed.includes(key))
      .map(([key]) => key);
    expect(guarded).toEqual(expect.arrayContaining(['GET /api/jobs', 'GET /api/auth/extension-tokens']));
    const accepted: string[] = [];
    for (const key of guarded) {
      const [method, path] = key.split(' ') as [string, string];
      const url = path.replace(/:[a-zA-Z]+/g, '00000000-0000-4000-8000-000000000000');
      const response = await t.app.inject({
        method: method as 'GET',
        url,
        headers: { ...bearer(token), origin: TEST_ORIGIN },
      });
      if (response.statusCode !== 401) accepted.push(`${key} → ${response.statusCode}`);
    }
    expect(accepted).toEqual([]);
  });

  it('is refused when unknown, and once revoked', async () => {
    expect((await readPage(bearer(`${EXTENSION_TOKEN_PREFIX}not-a-token`))).statusCode).toBe(401);
    const user = await signedInUser(t);
    const token = await issue(user.auth);
    expect((await readPage(bearer(token))).statusCode).toBe(200);

    // The access token is enough, from any client (a Bearer header is not CSRF-prone).
    const revoked = await t.app.inject({
      method: 'DELETE',
      url: '/api/auth/extension-tokens',
      headers: user.auth,
    });
    expect(revoked.statusCode).toBe(200);
    expect((await readPage(bearer(token))).statusCode).toBe(401);
    expect((await createJob(bearer(token))).statusCode).toBe(401);
    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/auth/extension-tokens',
      headers: user.auth,
    });
    expect(listed.json().tokens).toEqual([]);
  });

  it('ends with the account', async () => {
    const user = await signedInUser(t);
    const token = await issue(user.auth);
    const deleted = await t.app.inject({
      method: 'POST',
      url: '/api/auth/delete-profile',
      headers: fromApp(user.auth),
      cookies: { hl_refresh: user.refreshToken ?? '' },
      payload: { password: user.password },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await readPage(bearer(token))).statusCode).toBe(401);
  });
});

describe('a new password disconnects every browser', () => {
  type User = Awaited<ReturnType<typeof signedInUser>>;
  const listed = async (user: User) =>
    (await t.app.inject({ method: 'GET', url: '/api/auth/extension-tokens', headers: user.auth })).json()
      .tokens;
  /** The user's token and another user's, both working before the password changes. */
  const connected = async () => {
    const user = await signedInUser(t);
    const other = await signedInUser(t);
    const mine = await issue(user.auth);
    const theirs = await issue(other.auth);
    expect((await readPage(bearer(mine))).statusCode).toBe(200);
    expect((await readPage(bearer(theirs))).statusCode).toBe(200);
    return { user, other, mine, theirs };
  };
  const expectOnlyTheirsLeft = async ({
    user,
    other,
    mine,
    theirs,
  }: Awaited<ReturnType<typeof connected>>) => {
    expect((await readPage(bearer(mine))).statusCode).toBe(401);
    expect((await createJob(bearer(mine))).statusCode).toBe(401);
    expect((await readPage(bearer(theirs))).statusCode).toBe(200);
    expect(await listed(other)).toHaveLength(1);
    return user;
  };
  const change = (user: User, currentPassword: string) => changePassword(t, user, currentPassword);

  it('on a change while signed in: the user’s tokens end, another user’s stay', async () => {
    const tokens = await connected();
    const refused = await change(tokens.user, 'not-it');
    expect(refused.statusCode).toBe(400);
    expect((await readPage(bearer(tokens.mine))).statusCode).toBe(200);

    const changed = await change(tokens.user, tokens.user.password);
    expect(changed.statusCode, changed.body).toBe(200);
    // The answer says what ended, extensions included.
    expect(changed.json().message).toMatch(/browser extensions were signed out/);
    const user = await expectOnlyTheirsLeft(tokens);
    // The session that changed the password stays, so it can connect a browser again.
    expect(await listed(user)).toEqual([]);
    expect((await readPage(bearer(await issue(user.auth)))).statusCode).toBe(200);
  });

  it('on a reset through the e-mailed code: the user’s tokens end, another user’s stay', async () => {
    const tokens = await connected();
    const sinceCount = t.inbox.mails.length;
    const asked = await postJson(t, '/api/auth/forgot-password', { email: tokens.user.email });
    expect(asked.statusCode).toBe(200);
    const code = codeFrom(await t.inbox.waitFor(tokens.user.email, { sinceCount }));
    const reset = await postJson(t, '/api/auth/complete-forgot-password', {
      email: tokens.user.email,
      code,
      newPassword: 'new-lantern-fjord-52',
    });
    expect(reset.statusCode, reset.body).toBe(200);
    await expectOnlyTheirsLeft(tokens);
  });
});
