import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Migrator } from 'kysely/migration';
import { migrations } from '../src/platform/db/migrations/all.ts';
import { openTestDatabase } from './test-database.ts';

/**
 * A database for testing one migration, `name`: empty, with a migrator that steps to the migration
 * before it (`previous`) and to `name` itself, so a test can write rows as they were and see them after.
 */
export const openMigrationTest = async (name: string) => {
  const names = Object.keys(migrations).sort();
  const previous = names[names.indexOf(name) - 1] as string;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `hirelane-${name.slice(0, 4)}-`));
  const { db, drop, schema } = await openTestDatabase(dataDir, { migrate: false });
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const migrateTo = async (target: string) => {
    const { error } = await migrator.migrateTo(target);
    if (error) throw error;
  };
  return {
    db,
    drop,
    /** Migrates up or down to just before `name`. */
    toPrevious: () => migrateTo(previous),
    /** Migrates up or down to `name`. */
    toMigration: () => migrateTo(name),
  };
};
