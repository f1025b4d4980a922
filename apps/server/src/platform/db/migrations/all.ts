import type { Migration } from 'kysely/migration';
import * as accounts from './0001-accounts.ts';
import * as jobs from './0002-jobs.ts';

/** Every migration, in order. A new one is a new file plus one line here. */
export const migrations: Record<string, Migration> = {
  '0001-accounts': accounts,
  '0002-jobs': jobs,
};
