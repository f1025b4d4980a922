import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUser } from '../../../test/db-users.ts';
import { openTestDatabase } from '../../../test/test-database.ts';
import { createOutboxRepository } from '../mail/outbox.repository.ts';
import { camelCaseDb } from './camel-case.ts';
import type { Db } from './database.ts';
import { createUnitOfWork, type UnitOfWork } from './unit-of-work.ts';

let raw: Db;
let drop: () => Promise<void>;
let units: UnitOfWork;
beforeAll(async () => {
  ({ db: raw, drop } = await openTestDatabase(fs.mkdtempSync(path.join(os.tmpdir(), 'hirelane-uow-'))));
  units = createUnitOfWork(raw);
});
afterAll(() => drop());

const mail = (to: string) => ({ to, subject: 'Hi', text: 'Hi', html: '<p>Hi</p>' });
const count = async (table: 'users' | 'mail_outbox', column: 'id' | 'recipient', value: string) =>
  (await raw.selectFrom(table).select(column).where(column, '=', value).execute()).length;

describe('unit of work', () => {
  it('commits an action and its mail together, and runs after-commit work only then', async () => {
    const outbox = createOutboxRepository(units.db);
    const order: string[] = [];
    await units.transaction(async () => {
      await insertUser(units.db, 'uow-ok');
      await outbox.insert('uow-ok-mail', mail('uow-ok@example.test'), new Date());
      units.afterCommit(() => order.push('after commit'));
      order.push('in transaction');
    });
    expect(order).toEqual(['in transaction', 'after commit']);
    expect(await count('users', 'id', 'uow-ok')).toBe(1);
    expect(await count('mail_outbox', 'recipient', 'uow-ok@example.test')).toBe(1);
  });

  it('keeps neither when the action fails after its mail was written (nor runs after-commit work)', async () => {
    const outbox = createOutboxRepository(units.db);
    let ran = false;
    await expect(
      units.transaction(async () => {
        await outbox.insert('uow-fail-mail', mail('uow-fail@example.test'), new Date());
        units.afterCommit(() => {
          ran = true;
        });
        await insertUser(units.db, 'uow-fail');
        // A repository's own transaction joins the outer one.
        await units.db.transaction().execute(async (trx) => {
          await trx
            .updateTable('users')
            .set({ first_name: 'Changed' })
            .where('id', '=', 'uow-fail')
            .execute();
        });
        throw new Error('the action failed');
      }),
    ).rejects.toThrow('the action failed');
    expect(ran).toBe(false);
    expect(await count('users', 'id', 'uow-fail')).toBe(0);
    expect(await count('mail_outbox', 'recipient', 'uow-fail@example.test')).toBe(0);
  });

  it("opens its own transaction for a repository's db.transaction(), the same one a service would", async () => {
    const order: string[] = [];
    await units.db.transaction().execute(async (trx) => {
      // The unit's db joins it (on SQLite's one connection a second transaction would wait forever).
      await insertUser(units.db, 'uow-repo');
      await trx.updateTable('users').set({ first_name: 'Joined' }).where('id', '=', 'uow-repo').execute();
      units.afterCommit(() => order.push('after commit'));
      order.push('in transaction');
    });
    expect(order).toEqual(['in transaction', 'after commit']);
    const [user] = await raw.selectFrom('users').select('first_name').where('id', '=', 'uow-repo').execute();
    expect(user?.first_name).toBe('Joined');

    await expect(
      units.db.transaction().execute(async () => {
        await insertUser(units.db, 'uow-repo-fail');
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await count('users', 'id', 'uow-repo-fail')).toBe(0);
  });

  it('joins the transaction through the camelCase database too, which reads and writes camelCase', async () => {
    const camel = camelCaseDb(units.db);
    await expect(
      units.transaction(async () => {
        await insertUser(units.db, 'uow-camel');
        await camel.updateTable('users').set({ firstName: 'Camel' }).where('id', '=', 'uow-camel').execute();
        const row = await camel
          .selectFrom('users')
          .select(['firstName', 'lastName'])
          .where('id', '=', 'uow-camel')
          .executeTakeFirstOrThrow();
        expect(row).toEqual({ firstName: 'Camel', lastName: expect.any(String) });
        throw new Error('the action failed');
      }),
    ).rejects.toThrow('the action failed');
    expect(await count('users', 'id', 'uow-camel')).toBe(0);
    await insertUser(units.db, 'uow-camel');
    await camel.updateTable('users').set({ firstName: 'Kept' }).where('id', '=', 'uow-camel').execute();
    const [user] = await raw.selectFrom('users').select('first_name').where('id', '=', 'uow-camel').execute();
    expect(user?.first_name).toBe('Kept');
  });

  it('is the plain database outside a transaction', async () => {
    await insertUser(units.db, 'uow-plain');
    expect(await count('users', 'id', 'uow-plain')).toBe(1);
    let ran = false;
    units.afterCommit(() => {
      ran = true;
    });
    expect(ran).toBe(true);
  });
});
