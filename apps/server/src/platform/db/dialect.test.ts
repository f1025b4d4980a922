import BetterSqlite3 from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { jsonParam, read, toSqliteParam, withSqliteParams } from './dialect.ts';

describe('dialect normaliser', () => {
  it('reads booleans from SQLite integers and PostgreSQL booleans alike', () => {
    expect([read.bool(1), read.bool(true), read.bool('1')]).toEqual([true, true, true]);
    expect([read.bool(0), read.bool(false), read.bool(null)]).toEqual([false, false, false]);
  });

  it('reads timestamps as ISO-8601 UTC strings whichever database answered', () => {
    const iso = '2026-03-01T10:20:30.000Z';
    expect(read.date(new Date(iso))).toBe(iso);
    expect(read.date(iso)).toBe(iso);
    // SQLite's CURRENT_TIMESTAMP: no "T", no zone, meant as UTC.
    expect(read.date('2026-03-01 10:20:30')).toBe(iso);
    expect(read.optionalDate(null)).toBeNull();
    expect(read.optionalDate(undefined)).toBeNull();
  });

  it('reads counts that PostgreSQL returns as strings', () => {
    expect(read.count('42')).toBe(42);
    expect(read.count(7)).toBe(7);
    expect(read.count(null)).toBe(0);
  });

  it('reads JSON stored as text (SQLite) or parsed jsonb (PostgreSQL)', () => {
    expect(read.json<string[]>('["a","b"]')).toEqual(['a', 'b']);
    expect(read.json<string[]>(['a', 'b'])).toEqual(['a', 'b']);
    expect(jsonParam(['a'])).toBe('["a"]');
  });

  it('turns booleans and Dates into values SQLite can bind', () => {
    expect(toSqliteParam(true)).toBe(1);
    expect(toSqliteParam(false)).toBe(0);
    expect(toSqliteParam(new Date('2026-03-01T00:00:00Z'))).toBe('2026-03-01T00:00:00.000Z');
    expect(toSqliteParam('text')).toBe('text');
  });

  it('lets a wrapped better-sqlite3 bind booleans and Dates passed as Kysely does (one array)', () => {
    const database = withSqliteParams(new BetterSqlite3(':memory:'));
    database.exec('create table t (flag integer, at text)');
    database.prepare('insert into t values (?, ?)').run([true, new Date('2026-03-01T00:00:00Z')]);
    const row = database.prepare('select flag, at from t').get() as { flag: number; at: string };
    expect({ ...row }).toEqual({ flag: 1, at: '2026-03-01T00:00:00.000Z' });
    database.close();
  });
});
