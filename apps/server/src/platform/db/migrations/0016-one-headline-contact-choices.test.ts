import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { insertUser } from '../../../../test/db-users.ts';
import { migrationTestFile } from '../../../../test/migration-steps.ts';
import { read } from '../dialect.ts';

const now = new Date().toISOString();

// Rows as they were before 0016, written without the app (its repositories know the new schema).
const publicProfile = (userId: string, headline: string) =>
  sql`insert into public_profiles (user_id, handle, headline, bio, is_visible, sections, tags, updated_at)
    values (${userId}, ${userId}, ${headline}, '', ${true}, ${'[]'}, ${'[]'}, ${now})`.execute(steps.db);
const profile = (userId: string, headline: string) =>
  sql`insert into profiles (user_id, headline, summary, phone, contact_email, location, links, date_of_birth, image_key, image_updated_at, updated_at)
    values (${userId}, ${headline}, '', '+47 912 34 567', '', '', ${'[]'}, null, null, null, ${now})`.execute(
    steps.db,
  );

const steps = migrationTestFile('0016-one-headline-contact-choices', async (db) => {
  for (const id of ['both', 'profile-empty', 'no-profile', 'public-empty', 'only-profile', 'linked'])
    await insertUser(db, id);
  await profile('both', 'Utvikler');
  await publicProfile('both', 'Fullstack-utvikler i Tromsø');
  await profile('profile-empty', '');
  await publicProfile('profile-empty', 'Designer');
  await publicProfile('no-profile', 'Sykepleier');
  await profile('public-empty', 'Lærer');
  await publicProfile('public-empty', '');
  await profile('only-profile', 'Kokk');
  await sql`insert into shareable_cvs (id, user_id, title, expiry_date, views, created_at, updated_at)
    values ('old-link', 'linked', 'Old link', null, 3, ${now}, ${now})`.execute(db);
});

const headlineOf = async (userId: string) =>
  (await sql<{ headline: string }>`select headline from profiles where user_id = ${userId}`.execute(steps.db))
    .rows[0]?.headline;

describe('migration 0016: one headline, and contact details chosen per link and profile', () => {
  it("keeps the profile's headline, and takes the public profile's where the profile has none", async () => {
    expect(await headlineOf('both')).toBe('Utvikler');
    expect(await headlineOf('profile-empty')).toBe('Designer');
    expect(await headlineOf('no-profile')).toBe('Sykepleier');
    expect(await headlineOf('public-empty')).toBe('Lærer');
    expect(await headlineOf('only-profile')).toBe('Kokk');
  });

  it('makes a profile for a headline that had none, empty but for the headline', async () => {
    const row = (
      await sql<Record<string, unknown>>`select * from profiles where user_id = 'no-profile'`.execute(
        steps.db,
      )
    ).rows[0];
    expect(row).toMatchObject({ phone: '', contact_email: '', image_key: null });
    expect(read.json(row?.links)).toEqual([]);
    // Other profile fields of existing rows are left alone.
    expect(
      (
        await sql<{ phone: string }>`select phone from profiles where user_id = 'profile-empty'`.execute(
          steps.db,
        )
      ).rows[0]?.phone,
    ).toBe('+47 912 34 567');
  });

  it('drops the second headline and starts existing links and profiles with no contact details shown', async () => {
    const profileRow = (
      await sql<Record<string, unknown>>`select * from public_profiles where user_id = 'both'`.execute(
        steps.db,
      )
    ).rows[0];
    expect(profileRow).not.toHaveProperty('headline');
    expect(read.json(profileRow?.contact_fields)).toEqual([]);
    const link = (
      await sql<Record<string, unknown>>`select * from shareable_cvs where id = 'old-link'`.execute(steps.db)
    ).rows[0];
    expect(read.json(link?.contact_fields)).toEqual([]);
    expect(Number(link?.views)).toBe(3);
  });

  it('can be rolled back and applied again', async () => {
    await steps.toPrevious();
    const restored = (
      await sql<Record<string, unknown>>`select * from public_profiles where user_id = 'both'`.execute(
        steps.db,
      )
    ).rows[0];
    expect(restored).toHaveProperty('headline');
    expect(restored).not.toHaveProperty('contact_fields');
    await steps.toMigration();
  });
});
