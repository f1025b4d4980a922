import { AsyncLocalStorage } from 'node:async_hooks';
import type { Transaction } from 'kysely';
import type { Db } from './database.ts';
import type { Database } from './schema.ts';

type Scope = { trx: Transaction<Database>; afterCommit: (() => void)[] };

export type UnitOfWork = {
  /**
   * The database as repositories use it: inside `transaction` every query (and a repository's own
   * `db.transaction()`) joins that transaction, elsewhere it is the database itself.
   */
  db: Db;
  /** Runs `work` in one transaction: everything it writes (an action and its mail) commits together. */
  transaction: <T>(work: () => Promise<T>) => Promise<T>;
  /** Runs `fn` once the current transaction has committed (at once outside one). */
  afterCommit: (fn: () => void) => void;
};

const bound = (source: object, property: string | symbol) => {
  const value = Reflect.get(source, property, source);
  return typeof value === 'function' ? value.bind(source) : value;
};

/**
 * A transaction that services open around an action without passing it through every repository:
 * the current one lives in AsyncLocalStorage, and `db` answers with it while there is one.
 */
export const createUnitOfWork = (database: Db): UnitOfWork => {
  const storage = new AsyncLocalStorage<Scope>();
  const db = new Proxy(database, {
    get(target, property) {
      const scope = storage.getStore();
      if (!scope) return bound(target, property);
      if (property === 'transaction') {
        return () => ({ execute: <T>(work: (trx: Transaction<Database>) => Promise<T>) => work(scope.trx) });
      }
      return bound(scope.trx, property);
    },
  });
  return {
    db,
    transaction: async (work) => {
      if (storage.getStore()) return work();
      const afterCommit: (() => void)[] = [];
      const result = await database.transaction().execute((trx) => storage.run({ trx, afterCommit }, work));
      for (const fn of afterCommit) fn();
      return result;
    },
    afterCommit: (fn) => {
      const scope = storage.getStore();
      if (scope) scope.afterCommit.push(fn);
      else fn();
    },
  };
};
