#!/usr/bin/env node
// Fails when code or docs point at a document the repository does not hold: a numbered section of
// a product specification, an issue tracker's number, or one of the team's guide files (the
// pattern below lists their forms). A reader cannot follow such a pointer; the comment should
// state the rule itself. A section of an RFC is fine: anyone can read it.
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const ROOTS = ['apps', 'packages', 'e2e', 'bench', 'scripts', 'tools', '.ci', 'README.md', 'ARCHITECTURE.md'];
const SKIP = new Set(['node_modules', 'dist', 'test-results', 'locales', 'fixtures']);
const TEXT = /\.(ts|tsx|mts|mjs|js|css|md|json|html|yaml|sh)$|^run$/;
const POINTER =
  /\bspec(?:'s)? §|(?<!RFC \d+ )§\s?\d|\b[Ii]ssues? #?\d+\b|\b(?:stack|design|conventions|DEVELOPERS|product-spec)\.md\b/;
const SELF = path.join('scripts', 'check-pointers.mjs');

const walk = (entry) => {
  const full = path.join(root, entry);
  if (!fs.existsSync(full)) return [];
  if (!fs.statSync(full).isDirectory()) return TEXT.test(path.basename(entry)) ? [entry] : [];
  return fs
    .readdirSync(full)
    .filter((name) => !SKIP.has(name))
    .flatMap((name) => walk(path.join(entry, name)));
};

const problems = [];
for (const file of ROOTS.flatMap(walk)) {
  if (file === SELF) continue;
  fs.readFileSync(path.join(root, file), 'utf8')
    .split('\n')
    .forEach((line, index) => {
      if (POINTER.test(line)) problems.push(`${file}:${index + 1}: ${line.trim().slice(0, 120)}`);
    });
}

if (problems.length > 0) {
  console.error(
    `${problems.length} line(s) point at a document outside the repository; state the rule instead:\n${problems.join('\n')}`,
  );
  process.exit(1);
}
