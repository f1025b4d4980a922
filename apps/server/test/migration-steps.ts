import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Migrator } from 'kysely/migration';
import { afterAll, beforeAll } from 'vitest';
import type { Db } from '../src/platform/db/database.ts';
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

type MigrationSteps = Awaited<ReturnType<typeof openMigrationTest>>;

/**
 * A migration test file's database, made before the file's tests and dropped after them: stepped
 * to the migration before `name`, given the rows `seed` writes as they were, then migrated to
 * `name`. Its `db` and steps are there once the tests run (not while the file loads).
 */
export const migrationTestFile = (name: string, seed: (db: Db) => Promise<void>): MigrationSteps => {
  const steps = {} as MigrationSteps;
  beforeAll(async () => {
    Object.assign(steps, await openMigrationTest(name));
    await steps.toPrevious();
    await seed(steps.db);
    await steps.toMigration();
  });
  afterAll(async () => {
    await steps.drop();
  });
  return steps;
};
