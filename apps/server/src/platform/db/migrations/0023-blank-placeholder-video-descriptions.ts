import { type Kysely, sql } from 'kysely';

/**
 * The web app has no description field and sent the upload's default word, 'test', in its place,
 * so videos uploaded before the server began storing that word as no description still carry it.
 * Nobody typed it: those descriptions become empty, as a new upload's are. A video on Vimeo keeps
 * the word there until it is renamed or uploaded again; only the stored copy is cleared here.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql`update videos set description = '' where description = 'test'`.execute(db);
};

/** Nothing to undo: an empty description is what the word stood for, and which rows had it is not kept. */
export const down = async (): Promise<void> => {};
