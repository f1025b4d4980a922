import {
  CamelCasePlugin,
  type Kysely,
  type PluginTransformResultArgs,
  type QueryResult,
  type UnknownRow,
} from 'kysely';
import type { Db } from './database.ts';
import type { Database } from './schema.ts';

/** `snake_case` → `snakeCase`, as Kysely's CamelCasePlugin names a column in a row. */
type CamelCase<Name extends string> = Name extends `${infer Head}_${infer Tail}`
  ? `${Head}${Capitalize<CamelCase<Tail>>}`
  : Name;

/** A table's columns with camelCase names (their stored types unchanged). */
type CamelColumns<Table> = { [Column in keyof Table & string as CamelCase<Column>]: Table[Column] };

/**
 * The tables, still named as stored, with camelCase columns: what a repository writes and reads
 * through `camelCaseDb`. Stored values keep their types: booleans, timestamps and JSON still go
 * through `read` (dialect.ts).
 */
export type CamelDatabase = { [Name in keyof Database]: CamelColumns<Database[Name]> };

export type CamelDb = Kysely<CamelDatabase>;

type RowNamer = (row: UnknownRow) => UnknownRow;

/**
 * Names columns camelCase in queries and rows. A JSON value keeps its keys as written (PostgreSQL
 * returns jsonb as objects, SQLite as text: both must read the same). Every row of a result has
 * the same columns, so a result's rows are renamed by one function made for its columns (an
 * object literal of fixed shape): renaming key by key cost as much as running the board's query.
 */
class RowsCamelCasePlugin extends CamelCasePlugin {
  readonly #namers = new Map<string, RowNamer>();

  #namerOf(columns: string[]): RowNamer {
    const key = columns.join('\0');
    let namer = this.#namers.get(key);
    if (!namer) {
      const fields = columns.map(
        (column) => `${JSON.stringify(this.camelCase(column))}: row[${JSON.stringify(column)}]`,
      );
      namer = new Function('row', `return { ${fields.join(', ')} };`) as RowNamer;
      this.#namers.set(key, namer);
    }
    return namer;
  }

  override async transformResult({ result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    const [first] = result.rows;
    return first ? { ...result, rows: result.rows.map(this.#namerOf(Object.keys(first))) } : result;
  }
}

const camelCase = new RowsCamelCasePlugin({ maintainNestedObjectKeys: true });

/**
 * The database with camelCase column names: queries name `userId`, the SQL says `user_id`, rows
 * come back as `{ userId }`. Raw `sql` text is sent as written (say `user_id` there). Taken from
 * the unit of work's db it joins the open transaction like that db does.
 */
export const camelCaseDb = (db: Db): CamelDb => db.withPlugin(camelCase) as unknown as CamelDb;
