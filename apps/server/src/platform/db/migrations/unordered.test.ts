import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Migrator } from 'kysely/migration';
import { afterAll, expect, it } from 'vitest';
import { openTestDatabase } from '../../../../test/test-database.ts';
import { migrateToLatest } from '../database.ts';
import { migrations } from './all.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hirelane-unordered-'));
const opened = openTestDatabase(dataDir, { migrate: false });
afterAll(async () => {
  await (await opened).drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

it('takes a migration that landed after a higher-numbered one already ran', async () => {
  const { db, schema } = await opened;
  const LATE = '0013-calendar-feeds';
  const landedFirst = Object.fromEntries(Object.entries(migrations).filter(([name]) => name !== LATE));
  const before = await new Migrator({
    db,
    provider: { getMigrations: async () => landedFirst },
    ...(schema ? { migrationTableSchema: schema } : {}),
  }).migrateToLatest();
  expect(before.error).toBeUndefined();
  expect(Object.keys(landedFirst).some((name) => name > LATE)).toBe(true);

  await migrateToLatest(db, schema);
  const tables = (await db.introspection.getTables()).map((table) => table.name);
  expect(tables).toContain('calendar_feeds');
});
