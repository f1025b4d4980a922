import fs from 'node:fs';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';

/**
 * An online backup of the SQLite database (SQLite's backup API): consistent while the app keeps
 * running and writing, one file with no WAL beside it. Refuses to overwrite an existing file.
 */
export const backupSqlite = async (sourceFile: string, targetFile: string): Promise<{ bytes: number }> => {
  if (!fs.existsSync(sourceFile)) throw new Error(`There is no database at ${sourceFile}`);
  if (fs.existsSync(targetFile)) throw new Error(`${targetFile} exists already: choose a new file name`);
  fs.mkdirSync(path.dirname(path.resolve(targetFile)), { recursive: true });
  const source = new BetterSqlite3(sourceFile, { fileMustExist: true });
  try {
    await source.backup(targetFile);
  } finally {
    source.close();
  }
  const check = new BetterSqlite3(targetFile, { readonly: true });
  try {
    const result = check.pragma('integrity_check', { simple: true });
    if (result !== 'ok') throw new Error(`The backup failed its integrity check: ${String(result)}`);
  } finally {
    check.close();
  }
  return { bytes: fs.statSync(targetFile).size };
};
