import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { dovecotForFile } from '../../../test/dovecot.ts';
import { signedInUser } from '../../../test/factories.ts';
import { fileTestApp } from '../../../test/file-test-app.ts';
import { createTestReader, testMail } from '../../../test/inbox-messages.ts';
import { createSecondInstance, TEST_ORIGIN } from '../../../test/test-app.ts';
import type { MessageReader } from '../../platform/inbox/message-reader.ts';

/**
 * Two instances of one deployment (PostgreSQL when TEST_DATABASE_URL is set) and one mailbox:
 * whichever instance syncs, each message is read once and suggested once.
 */
const env = { INBOX_ALLOW_PRIVATE_HOSTS: 'true' };
const t = await fileTestApp(env);
const b: FastifyInstance = await createSecondInstance(t, env);
afterAll(() => b.close());
const { reader, seen } = createTestReader();
// A reader that takes its time, so the two instances' syncs overlap.
const slowReader: MessageReader = async (raw, context) => {
  await new Promise((resolve) => setTimeout(resolve, 15));
  return reader(raw, context);
};
t.app.useInboxReader(slowReader);
b.useInboxReader(slowReader);

const { dovecot, connection } = dovecotForFile({ kari: 'kari-imap-pw' });

const deliverRound = async (round: number, count: number) => {
  for (let n = 0; n < count; n += 1)
    await dovecot.deliver(
      'kari',
      testMail({
        messageId: `r${round}-m${n}@employer.no`,
        subject: `Takk for søknaden ${round}.${n}`,
        kind: 'applied',
        company: `Firma ${round}-${n} AS`,
        position: 'Utvikler',
      }),
    );
};

describe('two instances and one mailbox', () => {
  it('sync each message once, whether by the scheduler or on demand, and honour the lease', async () => {
    const kari = await signedInUser(t);
    const headers = { origin: TEST_ORIGIN, ...kari.auth };
    const connected = await b.inject({
      method: 'PUT',
      url: '/api/inbox/connection',
      headers,
      payload: connection('kari'),
    });
    expect(connected.statusCode).toBe(200);

    // Both schedulers' passes at once, three times with new mail each time.
    for (const round of [1, 2, 3]) {
      await deliverRound(round, 4);
      await Promise.all([t.app.runInboxSyncPass(), b.runInboxSyncPass()]);
      // Due again for the next round (a pass reads the mailboxes not synced for 5 minutes).
      await t.db.updateTable('inbox_connections').set({ last_sync_at: null }).execute();
    }
    // Both asked at once: one reads, the other is told the mailbox is being read (or finds nothing new).
    await deliverRound(4, 4);
    const answers = await Promise.all(
      [t.app, b].map((app) => app.inject({ method: 'POST', url: '/api/inbox/sync', headers })),
    );
    const read = answers.map((answer) => (answer.statusCode === 200 ? answer.json().read : 0));
    expect(read.reduce((sum, n) => sum + n, 0)).toBe(4);
    for (const answer of answers) expect([200, 409]).toContain(answer.statusCode);

    const suggestions = (await b.inject({ method: 'GET', url: '/api/inbox/suggestions', headers })).json()
      .suggestions as { subject: string }[];
    expect(suggestions).toHaveLength(16);
    expect(new Set(suggestions.map((s) => s.subject)).size).toBe(16);
    expect(seen).toHaveLength(16);
    expect(new Set(seen).size).toBe(16);

    // Held by another instance (its lease not yet run out): a sync on demand says so.
    const until = new Date(t.clock.now().getTime() + 5 * 60 * 1000).toISOString();
    await t.db
      .updateTable('inbox_connections')
      .set({ lease_holder: 'elsewhere', lease_until: until })
      .execute();
    const held = await t.app.inject({ method: 'POST', url: '/api/inbox/sync', headers });
    expect(held.statusCode).toBe(409);
    expect(held.json().message).toBe('This mailbox is being read right now: try again in a minute.');
    // A holder that stopped without letting go: its lease runs out and another instance takes over.
    t.clock.advance(6 * 60 * 1000);
    expect((await b.inject({ method: 'POST', url: '/api/inbox/sync', headers })).json()).toEqual({
      read: 0,
      suggestions: [],
    });

    // An instance with another INBOX_SECRET cannot open the sealed password, and says what to do.
    const stranger = await createSecondInstance(t, {
      ...env,
      INBOX_SECRET: 'another-inbox-secret-0123456789abcdef',
    });
    try {
      stranger.useInboxReader(slowReader);
      const refused = await stranger.inject({ method: 'POST', url: '/api/inbox/sync', headers });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().message).toBe(
        'The saved mailbox password can no longer be read (the server’s INBOX_SECRET changed): connect the mailbox again.',
      );
      // The owner sees why the last sync failed.
      const shown = (await b.inject({ method: 'GET', url: '/api/inbox/connection', headers })).json();
      expect(shown.connection.lastError).toBe(refused.json().message);
    } finally {
      await stranger.close();
    }
  }, 90_000);
});
