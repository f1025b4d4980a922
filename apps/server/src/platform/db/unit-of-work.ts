import { AsyncLocalStorage } from 'node:async_hooks';
import type { Transaction } from 'kysely';
import type { Db } from './database.ts';
import type { Database } from './schema.ts';

type Scope = { trx: Transaction<Database>; afterCommit: (() => void)[] };

export type UnitOfWork = {
  /**
   * The database as repositories use it: inside `transaction` every query joins that transaction,
   * elsewhere it is the database itself. A repository's own `db.transaction().execute(…)` is this
   * unit's `transaction` too: it joins the one open, or opens one as a service would.
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
  /** The one place a transaction is opened (every other way of asking for one ends here). */
  const transaction = async <T>(work: () => Promise<T>): Promise<T> => {
    if (storage.getStore()) return work();
    const afterCommit: (() => void)[] = [];
    const result = await database.transaction().execute((trx) => storage.run({ trx, afterCommit }, work));
    for (const fn of afterCommit) fn();
    return result;
  };
  /** Kysely's `transaction().execute(work)` as repositories write it, run as this unit's transaction. */
  const repositoryTransaction = () => ({
    execute: <T>(work: (trx: Transaction<Database>) => Promise<T>) =>
      transaction(() => work((storage.getStore() as Scope).trx)),
  });
  const db = new Proxy(database, {
    get(target, property) {
      if (property === 'transaction') return repositoryTransaction;
      const scope = storage.getStore();
      return bound(scope ? scope.trx : target, property);
    },
  });
  return {
    db,
    transaction,
    afterCommit: (fn) => {
      const scope = storage.getStore();
      if (scope) scope.afterCommit.push(fn);
      else fn();
    },
  };
};
