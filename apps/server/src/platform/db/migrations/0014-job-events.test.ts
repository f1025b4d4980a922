import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { insertUser } from '../../../../test/db-users.ts';
import { migrationTestFile } from '../../../../test/migration-steps.ts';
import { read } from '../dialect.ts';

const CREATED = '2026-01-02T10:00:00.000Z';
const APPLIED = '2026-01-05T10:00:00.000Z';
const BACK = '2026-01-09T10:00:00.000Z';

// Rows as they were before 0014, written without the app (its repositories know the new schema).
const job = (id: string, status: string) =>
  sql`insert into jobs (id, user_id, status, is_pinned, sort_index, position, company, search_text, created_at, updated_at)
    values (${id}, 'owner', ${status}, ${false}, 0, 'Developer', 'Acme', 'developer', ${CREATED}, ${BACK})`.execute(
    steps.db,
  );
const entered = (jobId: string, from: string | null, to: string, at: string) =>
  sql`insert into job_status_changes (id, user_id, job_id, from_status, to_status, changed_at)
    values (${`${jobId}-${at}`}, 'owner', ${jobId}, ${from}, ${to}, ${at})`.execute(steps.db);

const steps = migrationTestFile('0014-job-events', async (db) => {
  await insertUser(db, 'owner');
  await job('applied', 'applied');
  await entered('applied', null, 'saved', CREATED);
  await entered('applied', 'saved', 'applied', APPLIED);
  // Applied, then back to saved: it entered its lane (saved) last at BACK, not at its creation.
  await job('back', 'saved');
  await entered('back', null, 'saved', CREATED);
  await entered('back', 'saved', 'applied', APPLIED);
  await entered('back', 'applied', 'saved', BACK);
  await job('no-history', 'interviewed');
});

const laneEnteredAt = async (id: string) =>
  read.optionalDate(
    (
      await sql<{ lane_entered_at: unknown }>`select lane_entered_at from jobs where id = ${id}`.execute(
        steps.db,
      )
    ).rows[0]?.lane_entered_at,
  );

describe('migration 0014: job events and the time a job entered its lane', () => {
  it('sets each job’s lane_entered_at to its last entry into its lane, else its creation', async () => {
    expect(await laneEnteredAt('applied')).toBe(APPLIED);
    expect(await laneEnteredAt('back')).toBe(BACK);
    expect(await laneEnteredAt('no-history')).toBe(CREATED);
  });

  it('makes job_events, deleted with its job', async () => {
    await sql`insert into job_events (id, user_id, job_id, kind, at, detail)
      values ('e1', 'owner', 'applied', 'notes-edited', ${APPLIED}, ${'{}'})`.execute(steps.db);
    await sql`delete from jobs where id = 'applied'`.execute(steps.db);
    expect((await sql`select id from job_events`.execute(steps.db)).rows).toEqual([]);
  });

  it('can be rolled back and applied again', async () => {
    await steps.toPrevious();
    const row = (await sql<Record<string, unknown>>`select * from jobs where id = 'back'`.execute(steps.db))
      .rows[0];
    expect(row).not.toHaveProperty('lane_entered_at');
    await steps.toMigration();
    expect(await laneEnteredAt('back')).toBe(BACK);
  });
});
