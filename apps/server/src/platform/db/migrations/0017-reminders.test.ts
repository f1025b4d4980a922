import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { insertUser } from '../../../../test/db-users.ts';
import { migrationTestFile } from '../../../../test/migration-steps.ts';

const AT = '2027-01-11T07:00:00.000Z';

const steps = migrationTestFile('0017-reminders', async (db) => {
  await insertUser(db, 'owner');
  // A mail queued before 0017: it keeps going out, with no extra headers.
  await sql`insert into mail_outbox (id, recipient, subject, text_body, html_body, attempts, next_attempt_at, created_at)
    values ('queued', 'a@example.test', 'Hi', 'Hi', '<p>Hi</p>', 0, ${AT}, ${AT})`.execute(db);
});

const claim = (id: string, day: string) =>
  sql`insert into reminder_digests (id, user_id, day, item_count, created_at)
    values (${id}, 'owner', ${day}, 1, ${AT})`.execute(steps.db);

describe('migration 0017: follow-up reminders', () => {
  it('keeps queued mails, with no extra headers', async () => {
    const { rows } = await sql<{
      headers: string | null;
    }>`select headers from mail_outbox where id = 'queued'`.execute(steps.db);
    expect(rows).toEqual([{ headers: null }]);
  });

  it('lets one claim per user and day exist, and deletes settings and claims with the account', async () => {
    await claim('first', '2027-01-11');
    await expect(claim('second', '2027-01-11')).rejects.toThrow();
    await claim('next-day', '2027-01-12');
    await sql`insert into reminder_settings (id, user_id, stale_enabled, stale_days, interview_enabled, time_zone, updated_at)
      values ('s', 'owner', ${true}, 7, ${false}, 'Europe/Oslo', ${AT})`.execute(steps.db);
    await sql`delete from users where id = 'owner'`.execute(steps.db);
    const left = await sql<{ n: number | string }>`select
      (select count(*) from reminder_digests) + (select count(*) from reminder_settings) as n`.execute(
      steps.db,
    );
    expect(Number(left.rows[0]?.n)).toBe(0);
  });

  it('rolls back to the schema before it', async () => {
    await steps.toPrevious();
    await expect(sql`select headers from mail_outbox`.execute(steps.db)).rejects.toThrow();
    await expect(sql`select id from reminder_settings`.execute(steps.db)).rejects.toThrow();
    await steps.toMigration();
  });
});
