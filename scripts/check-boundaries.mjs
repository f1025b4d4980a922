#!/usr/bin/env node
// Fails the build when an import crosses a boundary of ARCHITECTURE.md:
//   web:    shared → features → app (shared imports neither; a feature imports no other feature, nor app)
//   server: platform ← features ← app.ts (platform imports no feature; a feature imports no other feature)
//   all:    the contract only through its package name; the contract imports nothing but zod.
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const IMPORT =
  /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|^\s*import\s*['"]([^'"]+)['"]/gm;

const walk = (dir) =>
  fs.existsSync(dir)
    ? fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory())
          return entry.name === 'node_modules' || entry.name === 'dist' ? [] : walk(full);
        return /\.(ts|tsx|mts|mjs)$/.test(entry.name) ? [full] : [];
      })
    : [];

const importsOf = (file) =>
  [...fs.readFileSync(file, 'utf8').matchAll(IMPORT)].map((m) => m[1] ?? m[2] ?? m[3]);

/** Where a file sits: { area: 'shared'|'features'|'app'|'platform'|..., feature?: name } */
const placeOf = (srcDir, absolute) => {
  const rel = path.relative(srcDir, absolute).split(path.sep);
  if (rel[0] === '..') return { area: 'outside' };
  return rel[0] === 'features' ? { area: 'features', feature: rel[1] } : { area: rel[0] };
};

const problems = [];
const contractDir = path.join(root, 'packages/contract');

const check = (srcDir, rules) => {
  for (const file of walk(srcDir)) {
    const from = placeOf(srcDir, file);
    for (const specifier of importsOf(file)) {
      if (specifier.startsWith('@hirelane/contract/src')) {
        problems.push(`${path.relative(root, file)}: import the contract by its exports, not "${specifier}"`);
      }
      if (!specifier.startsWith('.')) continue;
      const target = path.resolve(path.dirname(file), specifier);
      if (target.startsWith(contractDir)) {
        problems.push(
          `${path.relative(root, file)}: import the contract as @hirelane/contract/…, not "${specifier}"`,
        );
        continue;
      }
      const message = rules(from, placeOf(srcDir, target));
      if (message) problems.push(`${path.relative(root, file)}: ${message} ("${specifier}")`);
    }
  }
};

check(path.join(root, 'apps/web/src'), (from, to) => {
  if (from.area === 'shared' && (to.area === 'features' || to.area === 'app'))
    return `shared must not import ${to.area}`;
  if (from.area === 'features' && to.area === 'app') return 'a feature must not import app/';
  if (from.area === 'features' && to.area === 'features' && from.feature !== to.feature) {
    return `feature "${from.feature}" must not import feature "${to.feature}"`;
  }
  return undefined;
});

check(path.join(root, 'apps/server/src'), (from, to) => {
  if (from.area === 'platform' && (to.area === 'features' || to.area === 'app.ts')) {
    return 'platform must not import features or the app';
  }
  if (from.area === 'features' && to.area === 'features' && from.feature !== to.feature) {
    return `feature "${from.feature}" must not import feature "${to.feature}"`;
  }
  if (from.area === 'features' && (to.area === 'app.ts' || to.area === 'main.ts'))
    return 'a feature must not import the app';
  return undefined;
});

for (const file of walk(path.join(contractDir, 'src'))) {
  const isTest = /\.test\.ts$/.test(file);
  for (const specifier of importsOf(file)) {
    if (!specifier.startsWith('.') && specifier !== 'zod' && !(isTest && specifier === 'vitest')) {
      problems.push(
        `${path.relative(root, file)}: the contract does no I/O and imports only zod ("${specifier}")`,
      );
    }
  }
}

if (problems.length > 0) {
  console.error(`Import boundaries broken (${problems.length}):\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.info('import boundaries: ok');
