import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { insertUser } from '../../../../test/db-users.ts';
import { migrationTestFile } from '../../../../test/migration-steps.ts';
import { read } from '../dialect.ts';

const AT = '2027-01-11T07:00:00.000Z';

const steps = migrationTestFile('0019-shared-video-indexable', async (db) => {
  await insertUser(db, 'owner');
  await sql`insert into public_profiles (user_id, handle, bio, is_visible, sections, tags, contact_fields, updated_at)
    values ('owner', 'owner', '', ${true}, ${'[]'}, ${'[]'}, ${'[]'}, ${AT})`.execute(db);
  await sql`insert into shareable_cvs (id, user_id, title, expiry_date, views, contact_fields, created_at, updated_at)
    values ('link', 'owner', 'Kept', null, 0, ${'[]'}, ${AT}, ${AT})`.execute(db);
  await sql`insert into videos (id, user_id, name, description, category_id, storage_service_id, storage_key, mime_type, size_bytes, created_at)
    values ('intro', 'owner', 'Intro', '', 1, 1, 'videos/owner/x', 'video/webm', 10, ${AT})`.execute(db);
});

describe('migration 0019: a shared video and findable profiles', () => {
  it('starts existing links and profiles with no video, and profiles hidden from search engines', async () => {
    const profile = await sql<{ video_id: string | null; indexable: unknown }>`
      select video_id, indexable from public_profiles where user_id = 'owner'`.execute(steps.db);
    expect(profile.rows.map((row) => ({ ...row, indexable: read.bool(row.indexable) }))).toEqual([
      { video_id: null, indexable: false },
    ]);
    const link = await sql<{ video_id: string | null }>`select video_id from shareable_cvs`.execute(steps.db);
    expect(link.rows).toEqual([{ video_id: null }]);
  });

  it('clears a deleted video from the links and the profile that played it', async () => {
    await sql`update shareable_cvs set video_id = 'intro'`.execute(steps.db);
    await sql`update public_profiles set video_id = 'intro'`.execute(steps.db);
    await sql`delete from videos where id = 'intro'`.execute(steps.db);
    const left = await sql<{ video_id: string | null }>`
      select video_id from shareable_cvs union all select video_id from public_profiles`.execute(steps.db);
    expect(left.rows).toEqual([{ video_id: null }, { video_id: null }]);
  });

  it('steps back down', async () => {
    await steps.toPrevious();
    const { rows } = await sql<{ title: string }>`select title from shareable_cvs`.execute(steps.db);
    expect(rows).toEqual([{ title: 'Kept' }]);
    await steps.toMigration();
  });
});
