import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import {
  changePassword,
  createJob,
  fileForm,
  multipart,
  postJson,
  refresh,
  sampleFiles,
  signedInUser,
  signIn,
} from '../../../test/factories.ts';
import { fileTestApp } from '../../../test/file-test-app.ts';
import { startS3StandIn } from '../../../test/s3-stand-in.ts';
import { codeFrom } from '../../../test/smtp-inbox.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { videoUpload } from '../../../test/video-files.ts';
import { USER_FILE_AREAS } from '../../platform/storage/user-areas.ts';

const t = await fileTestApp();

const forgot = (email: string) => postJson(t, '/api/auth/forgot-password', { email });
const complete = (email: string, code: string, newPassword = 'new-lantern-fjord-52') =>
  postJson(t, '/api/auth/complete-forgot-password', { email, code, newPassword });
const resetCode = async (email: string) => {
  const sinceCount = t.inbox.mails.length;
  expect((await forgot(email)).statusCode).toBe(200);
  const mail = await t.inbox.waitFor(email, { sinceCount });
  expect(mail.subject).toMatch(/^Your password reset code: \d{6}$/);
  return codeFrom(mail);
};

describe('forgot password', () => {
  it('answers the same for an unknown address and sends nothing', async () => {
    const before = t.inbox.mails.length;
    const unknown = await forgot('nobody-here@example.test');
    expect(unknown.statusCode).toBe(200);
    const user = await signedInUser(t);
    const known = await forgot(user.email);
    expect(Object.keys(unknown.json())).toEqual(Object.keys(known.json()));
    await t.inbox.waitFor(user.email, { sinceCount: before });
    expect(t.inbox.mails.slice(before).some((mail) => mail.to.includes('nobody-here@example.test'))).toBe(
      false,
    );
  });

  it('sets the new password with the code, ends every session and tells the owner', async () => {
    const user = await signedInUser(t);
    const code = await resetCode(user.email);
    const sinceCount = t.inbox.mails.length;
    const done = await complete(user.email, code);
    expect(done.statusCode).toBe(200);
    expect((await t.inbox.waitFor(user.email, { sinceCount })).subject).toBe('Your password was changed');
    expect((await refresh(t, user.refreshToken)).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/jobs', headers: user.auth })).statusCode).toBe(
      401,
    );
    expect(
      (await postJson(t, '/api/auth/login', { email: user.email, password: user.password })).statusCode,
    ).toBe(401);
    expect(
      (await postJson(t, '/api/auth/login', { email: user.email, password: 'new-lantern-fjord-52' }))
        .statusCode,
    ).toBe(200);
    expect((await complete(user.email, code)).json().code).toBe('CODE_INVALID');
  });

  it('allows five wrong codes, refuses an expired one, and a common new password', async () => {
    const user = await signedInUser(t);
    const code = await resetCode(user.email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1)
      expect((await complete(user.email, wrong)).json().code).toBe('CODE_INVALID');
    expect((await complete(user.email, code)).json().code).toBe('CODE_ATTEMPTS_EXCEEDED');
    t.clock.advance(61_000);
    const second = await resetCode(user.email);
    expect((await complete(user.email, second, 'password123')).json().fields.newPassword).toMatch(
      /too common/,
    );
    t.clock.advance(10 * 60 * 1000 + 1);
    expect((await complete(user.email, second)).json().code).toBe('CODE_EXPIRED');
  });

  it('sends at most one code a minute', async () => {
    const user = await signedInUser(t);
    await resetCode(user.email);
    expect((await forgot(user.email)).statusCode).toBe(429);
  });
});

describe('change password while signed in', () => {
  it('needs the current password and ends only the other sessions', async () => {
    const user = await signedInUser(t);
    const otherDevice = await signIn(t, user.email, user.password);
    const change = (currentPassword: string) => changePassword(t, user, currentPassword);
    const wrong = await change('not-it');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields.currentPassword).toBe('Your current password is not correct');
    expect((await change(user.password)).statusCode).toBe(200);
    expect((await refresh(t, otherDevice.refreshToken)).statusCode).toBe(401);
    expect((await refresh(t, user.refreshToken)).statusCode).toBe(200);
    const board = (auth: Record<string, string>) =>
      t.app.inject({ method: 'GET', url: '/api/jobs', headers: auth });
    expect((await board(otherDevice.auth)).statusCode).toBe(401);
    expect((await board(user.auth)).statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: {} })).statusCode,
    ).toBe(401);
  });
});

/**
 * Deletes an account that has rows in every table and files in every area, and checks nothing of
 * it is left; `filesOf` lists the stored keys of a user on the store the app uses.
 */
const removesEverything = async (t: TestApp, filesOf: (userId: string) => string[]) => {
  const user = await signedInUser(t);
  const bystander = await signedInUser(t);
  const as = { headers: user.auth };
  await t.app.inject({
    method: 'POST',
    url: '/api/jobs',
    ...as,
    body: multipart({ position: 'P', company: 'C' }, sampleFiles.pdf()),
  });
  await t.app.inject({
    method: 'POST',
    url: '/api/cv/certifications',
    ...as,
    body: multipart({ name: 'N' }, sampleFiles.png()),
  });
  await t.app.inject({
    method: 'POST',
    url: '/api/cv/experience',
    ...as,
    payload: { title: 'T', company: 'C', startDate: '2020-01', isCurrent: true },
  });
  await t.app.inject({
    method: 'PUT',
    url: '/api/cv/languages',
    ...as,
    payload: { languages: [{ language: 'Norsk', level: 5 }] },
  });
  await t.app.inject({ method: 'PUT', url: '/api/jobs/guide/complete', ...as });
  const request = await t.app.inject({
    method: 'POST',
    url: '/api/cv/endorsement/requests',
    ...as,
    payload: { endorserName: 'E', endorserEmail: 'endorser@example.test', relationship: 3 },
  });
  const requestId = request.json().userEndorsementRequestId;
  const letter = await t.app.inject({
    method: 'POST',
    url: '/api/jobs/application',
    ...as,
    payload: { title: 'Shared letter', isPublic: true },
  });
  const publicLetterId = letter.json().publicJobApplicationId;
  await t.app.inject({
    method: 'POST',
    url: '/api/jobs/application/templates',
    ...as,
    payload: { name: 'Mine', language: 'en', body: 'Text' },
  });
  const image = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#3a7' } })
    .png()
    .toBuffer();
  const photo = fileForm({ name: 'me.png', type: 'image/png', data: image });
  await t.app.inject({ method: 'PUT', url: '/api/jobs/application/profile/image', ...as, body: photo });
  await t.app.inject({
    method: 'POST',
    url: '/api/video/upload/vimeo/direct',
    ...as,
    body: videoUpload('Hello', 5000),
  });
  const userId = JSON.parse(Buffer.from(user.accessToken.split('.')[1] ?? '', 'base64url').toString())
    .sub as string;
  const areas = (keys: string[]) => [...new Set(keys.map((key) => key.split('/')[0]))].sort();
  expect(areas(filesOf(userId))).toEqual(['certificates', 'jobs', 'profile-images', 'videos']);
  await createJob(t, bystander.auth, { position: 'Keep', company: 'Me' });

  const deleted = await t.app.inject({
    method: 'POST',
    url: '/api/auth/delete-profile',
    ...as,
    cookies: { hl_refresh: user.refreshToken ?? '' },
    payload: { password: user.password },
  });
  expect(deleted.statusCode).toBe(200);
  expect((await t.app.inject({ method: 'GET', url: '/api/jobs', ...as })).statusCode).toBe(401);

  const tables = await t.db.introspection.getTables();
  const leftovers: string[] = [];
  for (const table of tables) {
    const column =
      table.name === 'users' ? 'id' : table.columns.some((c) => c.name === 'user_id') ? 'user_id' : undefined;
    if (!column) continue;
    const { rows } = await sql<{
      n: number | string;
    }>`select count(*) as n from ${sql.table(table.name)} where ${sql.ref(column)} = ${userId}`.execute(t.db);
    if (Number(rows[0]?.n) > 0) leftovers.push(table.name);
  }
  expect(leftovers).toEqual([]);
  expect(tables.map((table) => table.name)).toEqual(
    expect.arrayContaining([
      'jobs',
      'cv_certifications',
      'endorsement_requests',
      'letters',
      'letter_templates',
    ]),
  );

  expect(filesOf(userId)).toEqual([]);
  expect((await refresh(t, user.refreshToken)).statusCode).toBe(401);
  expect(
    (await postJson(t, '/api/auth/login', { email: user.email, password: user.password })).statusCode,
  ).toBe(401);
  expect(
    (await t.app.inject({ method: 'GET', url: `/api/cv/public/endorsement/requests/${requestId}` }))
      .statusCode,
  ).toBe(404);
  expect(
    (await t.app.inject({ method: 'GET', url: `/api/jobs/public/application/${publicLetterId}` })).statusCode,
  ).toBe(404);
  const theirs = (await t.app.inject({ method: 'GET', url: '/api/jobs', headers: bystander.auth })).json();
  expect(theirs.saved.normal).toHaveLength(1);
};

describe('delete account', () => {
  it('asks for the password first', async () => {
    const user = await signedInUser(t);
    const response = await postJson(t, '/api/auth/delete-profile', { password: 'wrong' }, user.auth);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields.password).toBe('Your password is not correct');
  });

  it('removes every row and file of the user, ends every session, and public links answer 404', () =>
    removesEverything(t, (userId) =>
      USER_FILE_AREAS.flatMap((area) => {
        const folder = path.join(t.dataDir, 'files', area, userId);
        return fs.existsSync(folder) ? fs.readdirSync(folder).map((name) => `${area}/${userId}/${name}`) : [];
      }),
    ));
});

const s3 = await startS3StandIn();
afterAll(() => s3.close());
const onS3 = await fileTestApp(s3.env);

describe('delete account with files on S3-compatible storage', () => {
  it('removes every object of the user from the bucket', () =>
    removesEverything(onS3, (userId) => s3.keys().filter((key) => key.split('/')[1] === userId)));
});
