#!/usr/bin/env node
// en and no must have the same keys in every namespace, and no empty texts.
import fs from 'node:fs';
import path from 'node:path';

const localesDir = path.resolve(import.meta.dirname, '../apps/web/public/locales');
const languages = ['en', 'no'];

const flatten = (value, prefix = '') =>
  typeof value === 'object' && value !== null
    ? Object.entries(value).flatMap(([key, child]) => flatten(child, prefix ? `${prefix}.${key}` : key))
    : [[prefix, value]];

const problems = [];
const namespaces = new Set(languages.flatMap((lng) => fs.readdirSync(path.join(localesDir, lng))));
for (const namespace of namespaces) {
  const entries = {};
  for (const lng of languages) {
    const file = path.join(localesDir, lng, namespace);
    if (!fs.existsSync(file)) {
      problems.push(`${lng}/${namespace} is missing`);
      continue;
    }
    entries[lng] = new Map(flatten(JSON.parse(fs.readFileSync(file, 'utf8'))));
    for (const [key, text] of entries[lng]) {
      if (typeof text !== 'string' || text.trim() === '')
        problems.push(`${lng}/${namespace}: "${key}" is empty`);
    }
  }
  if (!entries.en || !entries.no) continue;
  for (const [a, b] of [
    ['en', 'no'],
    ['no', 'en'],
  ]) {
    for (const key of entries[a].keys()) {
      if (!entries[b].has(key)) problems.push(`${b}/${namespace} lacks "${key}" (present in ${a})`);
    }
  }
}

if (problems.length > 0) {
  console.error(`Translations out of step (${problems.length}):\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.info(`translations: ${namespaces.size} namespaces in parity`);
