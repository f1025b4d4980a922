import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { insertUser } from '../../../../test/db-users.ts';
import { migrationTestFile } from '../../../../test/migration-steps.ts';

const AT = '2027-01-11T07:00:00.000Z';

const steps = migrationTestFile('0018-letter-versions', async (db) => {
  await insertUser(db, 'owner');
  await sql`insert into letters (id, user_id, job_id, title, company, contact_name, body, language, public_id, created_at, updated_at)
    values ('written', 'owner', null, 'Before', '', '', 'Kept text', 'en', null, ${AT}, ${AT})`.execute(db);
});

describe('migration 0018: letter versions', () => {
  it('starts every existing letter at version 1 with its text as it was', async () => {
    const { rows } = await sql<{
      body: string;
      version: number;
    }>`select body, version from letters where id = 'written'`.execute(steps.db);
    expect(rows.map((row) => ({ ...row, version: Number(row.version) }))).toEqual([
      { body: 'Kept text', version: 1 },
    ]);
  });
});
