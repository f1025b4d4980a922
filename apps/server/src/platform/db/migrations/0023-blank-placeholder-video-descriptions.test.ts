import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { insertUser } from '../../../../test/db-users.ts';
import { migrationTestFile } from '../../../../test/migration-steps.ts';

const AT = '2026-06-01T07:00:00.000Z';

const insertVideo = (id: string, description: string) =>
  sql`insert into videos (id, user_id, name, description, category_id, storage_service_id, storage_key, mime_type, size_bytes, created_at)
    values (${id}, 'owner', ${id}, ${description}, 1, 1, ${`videos/owner/${id}`}, 'video/webm', 10, ${AT})`.execute(
    steps.db,
  );

const descriptions = async () =>
  (
    await sql<{ id: string; description: string }>`select id, description from videos order by id`.execute(
      steps.db,
    )
  ).rows;

const steps = migrationTestFile('0023-blank-placeholder-video-descriptions', async (db) => {
  await insertUser(db, 'owner');
  await insertVideo('a-placeholder', 'test');
  await insertVideo('b-written', 'Made for the Equinor application');
  await insertVideo('c-empty', '');
  await insertVideo('d-longer', 'test run of my pitch');
});

describe('migration 0023: the placeholder video description', () => {
  it("empties the app's default word on stored videos and keeps every description someone wrote", async () => {
    expect(await descriptions()).toEqual([
      { id: 'a-placeholder', description: '' },
      { id: 'b-written', description: 'Made for the Equinor application' },
      { id: 'c-empty', description: '' },
      { id: 'd-longer', description: 'test run of my pitch' },
    ]);
  });

  it('steps back down and up again, keeping the videos', async () => {
    await steps.toPrevious();
    expect((await descriptions()).map((video) => video.id)).toEqual([
      'a-placeholder',
      'b-written',
      'c-empty',
      'd-longer',
    ]);
    await steps.toMigration();
  });
});
