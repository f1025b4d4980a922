import { describe, expect, it } from 'vitest';
import { signedInUser } from '../../../test/factories.ts';
import { fileTestApp } from '../../../test/file-test-app.ts';
import { TEST_ORIGIN } from '../../../test/test-app.ts';
import { createMailer } from './mailer.ts';
import { createOutboxRepository } from './outbox.repository.ts';
import { createMailOutbox, retryDelayMs } from './outbox.ts';

const t = await fileTestApp();

/** An outbox of another instance on the same database, sending to the same SMTP server. */
const anotherOutbox = () =>
  createMailOutbox({
    repo: createOutboxRepository(t.db),
    transport: createMailer({
      smtpUrl: t.inbox.url,
      from: 'Hirelane <no-reply@localhost>',
      outboxDir: '',
      log: t.app.log,
    }),
    clock: t.clock,
    log: t.app.log,
  });

const message = (to: string, subject: string) => ({ to, subject, text: subject, html: `<p>${subject}</p>` });

describe('mail outbox', () => {
  it('keeps the action when the mail server refuses: the endorsement is saved (201) and its mail goes out later', async () => {
    const owner = await signedInUser(t);
    const before = t.inbox.mails.length;
    t.inbox.refuseNext(2);
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/cv/endorsement/requests',
      headers: { ...owner.auth, origin: TEST_ORIGIN },
      payload: { endorserName: 'Ola Leder', endorserEmail: 'ola.retry@example.test', relationship: 3 },
    });
    expect(asked.statusCode).toBe(201);
    const attempts = async () =>
      (
        await t.db
          .selectFrom('mail_outbox')
          .select('attempts')
          .where('recipient', '=', 'ola.retry@example.test')
          .executeTakeFirst()
      )?.attempts;
    // The app tried at once and was refused; the next try waits for its backoff (5 s, then 10 s).
    await expect.poll(attempts).toBe(1);
    const outbox = anotherOutbox();
    await outbox.deliverDue();
    expect(await attempts()).toBe(1);
    t.clock.advance(retryDelayMs(1) + 1);
    await outbox.deliverDue();
    await expect.poll(attempts).toBe(2);
    expect(t.inbox.mails.slice(before).some((mail) => mail.to.includes('ola.retry@example.test'))).toBe(
      false,
    );
    t.clock.advance(retryDelayMs(2) + 1);
    await outbox.deliverDue();
    const delivered = await t.inbox.waitFor('ola.retry@example.test', { sinceCount: before });
    expect(delivered.subject).toMatch(/endorse/i);
    await outbox.deliverDue();
    expect(
      t.inbox.mails.slice(before).filter((mail) => mail.to.includes('ola.retry@example.test')),
    ).toHaveLength(1);
  });

  it('delivers each mail once when several instances deliver from one database', async () => {
    const instances = [anotherOutbox(), anotherOutbox(), anotherOutbox()];
    const before = t.inbox.mails.length;
    // Queued without delivery: written straight to the table, as another instance's action would.
    const repo = createOutboxRepository(t.db);
    for (let i = 0; i < 30; i += 1)
      await repo.insert(`once-${i}`, message('once@example.test', `Mail ${i}`), t.clock.now());
    await Promise.all(instances.map((outbox) => outbox.deliverDue()));
    await Promise.all(instances.map((outbox) => outbox.deliverDue()));
    // The app's own outbox polls too and may still be sending one it claimed.
    const received = () =>
      t.inbox.mails
        .slice(before)
        .filter((mail) => mail.to.includes('once@example.test'))
        .map((mail) => mail.subject);
    await expect.poll(() => received().length).toBe(30);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(received()).toHaveLength(30);
    expect(new Set(received()).size).toBe(30);
    expect(await repo.pendingCount()).toBe(0);
  });

  it('gives up after eight refusals and says so in the log', async () => {
    const repo = createOutboxRepository(t.db);
    await repo.insert('doomed', message('doomed@example.test', 'Never arrives'), t.clock.now());
    const outbox = anotherOutbox();
    t.inbox.refuseNext(8);
    for (let attempt = 1; attempt <= 8; attempt += 1) {
      await outbox.deliverDue();
      t.clock.advance(retryDelayMs(attempt) + 1);
    }
    expect(await repo.claim('doomed', t.clock.now(), t.clock.now())).toBeUndefined();
    expect(await repo.pendingCount()).toBe(0);
  });
});
