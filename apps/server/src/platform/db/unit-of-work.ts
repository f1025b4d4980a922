import { AsyncLocalStorage } from 'node:async_hooks';
import type { Kysely, KyselyPlugin, Transaction } from 'kysely';
import type { Db } from './database.ts';
import type { Database } from './schema.ts';

type Scope = { trx: Transaction<Database>; afterCommit: (() => void)[] };

export type UnitOfWork = {
  /**
   * The database as repositories use it: inside `transaction` every query joins that transaction,
   * elsewhere it is the database itself. Services open transactions (`transaction` below); should
   * code still ask this db for `transaction().execute(…)`, that is this unit's `transaction` too: it
   * joins the one open, or opens one (on SQLite a second would wait forever). The same db
   * with a plugin (`db.withPlugin(…)`, as `camelCaseDb` does) joins it the same way.
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
  /** Each database or transaction with a plugin, made once (a transaction's go with it). */
  const withPlugins = new WeakMap<object, Map<KyselyPlugin, Kysely<Database>>>();
  const withPlugin = (source: Kysely<Database>, plugin: KyselyPlugin): Kysely<Database> => {
    const made = withPlugins.get(source) ?? new Map<KyselyPlugin, Kysely<Database>>();
    withPlugins.set(source, made);
    const kysely = made.get(plugin) ?? source.withPlugin(plugin);
    made.set(plugin, kysely);
    return kysely;
  };
  /**
   * `plain` outside a transaction, `inScope` of the open one inside it; `withPlugin` keeps joining.
   */
  const joined = (plain: Kysely<Database>, inScope: (scope: Scope) => Kysely<Database>): Db =>
    new Proxy(plain, {
      get(target, property) {
        if (property === 'transaction') return repositoryTransaction(inScope);
        if (property === 'withPlugin')
          return (plugin: KyselyPlugin) =>
            joined(withPlugin(target, plugin), (scope) => withPlugin(inScope(scope), plugin));
        const scope = storage.getStore();
        return bound(scope ? inScope(scope) : target, property);
      },
    });
  /** Kysely's `transaction().execute(work)` asked of this db, run as this unit's transaction. */
  const repositoryTransaction = (inScope: (scope: Scope) => Kysely<Database>) => () => ({
    execute: <T>(work: (trx: Transaction<Database>) => Promise<T>) =>
      transaction(() => work(inScope(storage.getStore() as Scope) as Transaction<Database>)),
  });
  const db = joined(database, (scope) => scope.trx);
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
