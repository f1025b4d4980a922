#!/usr/bin/env node
// Fails on two mistakes in server code that Biome cannot see:
// - A language ternary (`language === 'no' ? … : …`, `lang === 'en' ? …`, `'no' === locale ? …`):
//   it has room for two languages, and a third would silently get the other branch's words. Words
//   and names are data keyed by language instead: `Record<Language, …>` (platform/i18n, a feature's
//   words, a vocabulary's names), which TypeScript makes complete for every language.
// - `new AppError(<number>`: an AppError takes an error code, and its status follows from the code
//   (ERROR_STATUS in platform/http/app-error.ts), so a status is never chosen at the throw.
// Checks apps/server, or the files given as arguments. Comments are left out (a line comment after
// a space or at the start of a line, a block comment), so a comment may show the pattern it warns of.
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const SOURCE = /\.(ts|tsx|mts|mjs|js)$/;
const SKIP = new Set(['node_modules', 'dist', 'files']);
/** This check's own test, whose samples are the mistakes it must find. */
const SELF_TEST = path.join(root, 'apps/server/test/lint/check-server-code.test.ts');

const walk = (dir) =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return SKIP.has(entry.name) ? [] : walk(full);
    return SOURCE.test(entry.name) && full !== SELF_TEST ? [full] : [];
  });

/** A name that holds a language: language, lang, locale, user.locale, cv.language, interfaceLanguage… */
const NAME = String.raw`[\w$.]*(?:lang|locale)[\w$]*`;
/** A language code or tag in quotes: 'no', "en", 'nb-NO'. */
const code = (group) => `(['"\`])[a-z]{2,3}(?:-[a-z]{2,4})?\\${group}`;
const EQUALS = String.raw`\s*[!=]==?\s*`;
/** The comparison, either way round, then the `?` of a ternary (not `?.` or `??`). */
const LANGUAGE_TERNARY = new RegExp(
  String.raw`(?:(?<![\w$.])${NAME}${EQUALS}${code(1)}|${code(2)}${EQUALS}${NAME}(?![\w$]))\s*\)?\s*\?(?![?.])`,
  'gi',
);
const APP_ERROR_STATUS = /\bnew\s+AppError\s*\(\s*-?\d/g;

/** The text with its comments blanked (newlines kept, so positions and line numbers stay). */
const withoutComments = (text) =>
  text
    .replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' '))
    .replace(/(^|\s)\/\/[^\n]*/g, (comment, before) => before + ' '.repeat(comment.length - before.length));

const RULES = [
  [LANGUAGE_TERNARY, 'language ternary: key the words by language (Record<Language, …>)'],
  [APP_ERROR_STATUS, 'AppError with a status: give it an error code (ERROR_STATUS sets the status)'],
];

const files = process.argv.length > 2 ? process.argv.slice(2) : walk(path.join(root, 'apps/server'));
const problems = [];
for (const file of files) {
  const text = fs.readFileSync(file, 'utf8');
  const source = withoutComments(text);
  const lines = text.split('\n');
  for (const [pattern, why] of RULES) {
    for (const match of source.matchAll(pattern)) {
      const line = source.slice(0, match.index).split('\n').length;
      problems.push(
        `${path.relative(root, path.resolve(file))}:${line}: ${why}\n    ${lines[line - 1]?.trim()}`,
      );
    }
  }
}

if (problems.length > 0) {
  console.error(`${problems.length} problem(s) in server code:\n${problems.join('\n')}`);
  process.exit(1);
}
