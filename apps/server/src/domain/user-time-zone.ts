import type { Db } from '../platform/db/database.ts';

/** The time zone the user gave with their reminder settings (an IANA name); null when they gave none. */
export const userTimeZone = async (db: Db, userId: string): Promise<string | null> => {
  const row = await db
    .selectFrom('reminder_settings')
    .select('time_zone')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.time_zone ?? null;
};
