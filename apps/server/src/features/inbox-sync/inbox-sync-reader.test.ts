import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { dovecotForFile } from '../../../test/dovecot.ts';
import { createJob, signedInUser } from '../../../test/factories.ts';
import { fileTestApp } from '../../../test/file-test-app.ts';
import { TEST_ORIGIN } from '../../../test/test-app.ts';

// The app's own message reader (the inbox feature's) reads what a sync fetches: no reader is put
// in by the test.
const t = await fileTestApp({ INBOX_ALLOW_PRIVATE_HOSTS: 'true' });
const FIXTURES = path.resolve(import.meta.dirname, '../../../test/inbox-fixtures/messages');

const { dovecot, connection } = dovecotForFile({ kari: 'kari-imap-pw' });

it('a synced Norwegian invitation becomes an interview suggestion for the right job', async () => {
  const kari = await signedInUser(t);
  const call = (method: string, url: string, payload?: object) =>
    t.app.inject({
      method: method as 'GET',
      url,
      headers: { origin: TEST_ORIGIN, ...kari.auth },
      ...(payload ? { payload } : {}),
    });
  const { jobId } = await createJob(t, kari.auth, {
    company: 'Oslo kommune',
    position: 'Rådgiver digitalisering',
  });
  await dovecot.deliver(
    'kari',
    fs.readFileSync(path.join(FIXTURES, '022-webcruiter-oslo-interview.eml'), 'utf8'),
    new Date(t.clock.now().getTime() - 24 * 60 * 60 * 1000),
  );
  const connected = await call('PUT', '/api/inbox/connection', connection('kari'));
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
