import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Dovecot, startDovecot } from '../../../test/dovecot.ts';
import { multipart, signedInUser } from '../../../test/factories.ts';
import { fileTestApp } from '../../../test/file-test-app.ts';
import { TEST_ORIGIN } from '../../../test/test-app.ts';

// The app's own message reader (the inbox feature's) reads what a sync fetches: no reader is put
// in by the test.
const t = await fileTestApp({ INBOX_ALLOW_PRIVATE_HOSTS: 'true' });
const FIXTURES = path.resolve(import.meta.dirname, '../../../test/inbox-fixtures/messages');

let dovecot: Dovecot;
beforeAll(async () => {
  dovecot = await startDovecot({ kari: 'kari-imap-pw' });
}, 30_000);
afterAll(() => dovecot.stop());

it('a synced Norwegian invitation becomes an interview suggestion for the right job', async () => {
  const kari = await signedInUser(t);
  const call = (method: string, url: string, payload?: object) =>
    t.app.inject({
      method: method as 'GET',
      url,
      headers: { origin: TEST_ORIGIN, ...kari.auth },
      ...(payload ? { payload } : {}),
    });
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/jobs',
    headers: kari.auth,
    body: multipart({ company: 'Oslo kommune', position: 'Rådgiver digitalisering' }),
  });
  const jobId = created.json().jobId as string;
  await dovecot.deliver(
    'kari',
    fs.readFileSync(path.join(FIXTURES, '022-webcruiter-oslo-interview.eml'), 'utf8'),
    new Date(t.clock.now().getTime() - 24 * 60 * 60 * 1000),
  );
  const connected = await call('PUT', '/api/inbox/connection', {
    host: dovecot.host,
    port: dovecot.port,
    secure: false,
    username: 'kari',
    password: 'kari-imap-pw',
  });
  expect(connected.statusCode).toBe(200);

  const synced = await call('POST', '/api/inbox/sync');
  expect(synced.statusCode).toBe(200);
  expect(synced.json().read).toBe(1);
  const { suggestions } = (await call('GET', '/api/inbox/suggestions')).json();
  expect(synced.json().suggestions).toEqual(suggestions);
  expect(suggestions).toEqual([
    expect.objectContaining({
      kind: 'interview',
      company: 'Oslo kommune',
      position: 'Rådgiver digitalisering',
      interviewAt: '2027-01-12T13:00:00.000Z',
      jobId,
    }),
  ]);
});
