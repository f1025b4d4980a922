import type { Db } from '../platform/db/database.ts';

/**
 * Revokes every browser-extension token of the user. Two features end them: the extension's own
 * "disconnect every browser", and the account's password change or reset, which must also cut off
 * a browser someone connected with the old password. Inside a unit of work it joins its transaction.
 */
export const revokeExtensionTokens = async (db: Db, userId: string): Promise<void> => {
  await db.deleteFrom('extension_tokens').where('user_id', '=', userId).execute();
};
