import { type Kysely, sql } from 'kysely';
import { columnTypes } from '../dialect.ts';
import { addRequiredColumn } from '../table-shapes.ts';

/**
 * One headline: the profile's. A public profile's own headline moves to the profile where
 * the profile has none (a profile row is made for it when missing), then its column goes.
 *
 * What a shared CV and a public profile show of the profile's contact details (photo, e-mail, phone,
 * links) is chosen per link and per profile. Existing ones start with nothing chosen, so no link
 * shows more than its owner agreed to when sharing it; new ones get the app's defaults.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  const t = columnTypes(db);
  const now = new Date().toISOString();
  await sql`update profiles set headline = (
      select pp.headline from public_profiles pp where pp.user_id = profiles.user_id
    ), updated_at = ${now}
    where headline = '' and exists (
      select 1 from public_profiles pp where pp.user_id = profiles.user_id and pp.headline <> ''
    )`.execute(db);
  const orphans = await sql<{ user_id: string; headline: string }>`select pp.user_id, pp.headline
    from public_profiles pp
    where pp.headline <> '' and not exists (select 1 from profiles p where p.user_id = pp.user_id)`.execute(
    db,
  );
  for (const { user_id, headline } of orphans.rows) {
    // The links column is JSON: a bound '[]' is cast to jsonb on PostgreSQL, kept as text on SQLite.
    await sql`insert into profiles
        (user_id, headline, summary, phone, contact_email, location, links, date_of_birth, image_key, image_updated_at, updated_at)
      values (${user_id}, ${headline}, '', '', '', '', ${'[]'}, null, null, null, ${now})`.execute(db);
  }
  await db.schema.alterTable('public_profiles').dropColumn('headline').execute();

  for (const table of ['shareable_cvs', 'public_profiles']) {
    await addRequiredColumn(db, table, 'contact_fields', t.json, '[]');
  }
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  for (const table of ['shareable_cvs', 'public_profiles']) {
    await db.schema.alterTable(table).dropColumn('contact_fields').execute();
  }
  await addRequiredColumn(db, 'public_profiles', 'headline', 'text', '');
};
