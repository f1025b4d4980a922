#!/usr/bin/env node
// Fails the build when an import crosses a boundary of ARCHITECTURE.md:
//   web:    shared → features → app (shared imports neither; a feature imports no other feature, nor app)
//   server: platform ← domain ← features ← app (app.ts, main.ts, feature-list.ts):
//           platform (adapters) imports no domain code, feature or app; domain (the CV, its rows and
//           other code features share) imports no feature or app; a feature imports no other
//           feature, nor the app.
//   extension: its pages (apps/extension/src) run as the files they are, with no bundler, so they
//           import only their own files (a type may come from the contract, in a JSDoc comment);
//           its build (build.mjs, in Node) may use packages too. Neither reaches into another app.
//   all:    the contract only through its package name; the contract imports nothing but zod.
// and when files import each other in a circle (a cycle), anywhere in the server, the web app or
// the contract: every relative import counts — static, dynamic (`import('./x.tsx')`) and type-only
// (`import type`, `typeof import(…)`). A circle through a dynamic import mixes what loads later
// with what loads first; one through types alone still ties the files so that neither can be read,
// moved or split without the other. A lazy part takes its props type from the file that loads it
// only if that file does not also load it: declare the type once where both can import it.
// Checks the repository, or the tree at the path given as the first argument (the script's test).
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '..'));
const IMPORT =
  /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|^\s*import\s*['"]([^'"]+)['"]/gm;

/** Source files in TypeScript and modules; the extension is JavaScript (`.js`) checked by tsc. */
const SOURCE = /\.(ts|tsx|mts|mjs)$/;
const SOURCE_OR_JS = /\.(ts|tsx|mts|mjs|js)$/;

const walk = (dir, source = SOURCE) =>
  fs.existsSync(dir)
    ? fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory())
          return entry.name === 'node_modules' || entry.name === 'dist' ? [] : walk(full, source);
        return source.test(entry.name) ? [full] : [];
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

/** The server's composition: what wires features together and starts the process. */
const SERVER_APP = new Set(['app.ts', 'main.ts', 'feature-list.ts']);

check(path.join(root, 'apps/server/src'), (from, to) => {
  const toApp = SERVER_APP.has(to.area);
  if (from.area === 'platform' && (to.area === 'domain' || to.area === 'features' || toApp)) {
    return `platform holds adapters and must not import ${toApp ? 'the app' : to.area}`;
  }
  if (from.area === 'domain' && (to.area === 'features' || toApp)) {
    return `domain must not import ${toApp ? 'the app' : 'features'}`;
  }
  if (from.area === 'features' && to.area === 'features' && from.feature !== to.feature) {
    return `feature "${from.feature}" must not import feature "${to.feature}"`;
  }
  if (from.area === 'features' && toApp) return 'a feature must not import the app';
  return undefined;
});

// The extension: every import, JSDoc types included, stays in apps/extension or names a package
// (the contract by its exports); its pages' code (comments left out) imports relative files only.
const extensionDir = path.join(root, 'apps/extension');
const withoutComments = (text) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|\s)\/\/[^\n]*/g, '$1');
for (const file of walk(extensionDir, SOURCE_OR_JS)) {
  const where = path.relative(root, file);
  for (const specifier of importsOf(file)) {
    if (specifier.startsWith('@hirelane/contract/src')) {
      problems.push(`${where}: import the contract by its exports, not "${specifier}"`);
    } else if (/^@hirelane\/(web|server)(\/|$)/.test(specifier)) {
      problems.push(`${where}: the extension must not import another app ("${specifier}")`);
    } else if (specifier.startsWith('.')) {
      const target = path.resolve(path.dirname(file), specifier);
      if (target.startsWith(contractDir)) {
        problems.push(`${where}: import the contract as @hirelane/contract/…, not "${specifier}"`);
      } else if (!target.startsWith(`${extensionDir}${path.sep}`)) {
        problems.push(`${where}: the extension must not import files of another app ("${specifier}")`);
      }
    }
  }
  if (!file.startsWith(path.join(extensionDir, 'src') + path.sep)) continue;
  const code = withoutComments(fs.readFileSync(file, 'utf8'));
  for (const m of code.matchAll(IMPORT)) {
    const specifier = m[1] ?? m[2] ?? m[3];
    if (!specifier.startsWith('.')) {
      problems.push(
        `${where}: the extension's pages load as they are (no bundler): import its own files only, not "${specifier}"`,
      );
    }
  }
}

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

/** Relative imports between source files, as a graph: file → the files it imports. */
const importGraph = (dirs) => {
  const files = dirs.flatMap((dir) => walk(path.join(root, dir), SOURCE_OR_JS));
  const known = new Set(files);
  const resolveFile = (from, specifier) => {
    const base = path.resolve(path.dirname(from), specifier);
    return ['', '.ts', '.tsx', '/index.ts', '/index.tsx'].map((end) => base + end).find((f) => known.has(f));
  };
  return new Map(
    files.map((file) => [
      file,
      [
        ...new Set(
          importsOf(file)
            .filter((specifier) => specifier.startsWith('.'))
            .map((specifier) => resolveFile(file, specifier))
            .filter(Boolean),
        ),
      ],
    ]),
  );
};

/** Groups of files that reach each other through imports (Tarjan's strongly connected components). */
const knotsOf = (graph) => {
  let next = 0;
  const order = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const knots = [];
  const visit = (file) => {
    order.set(file, next);
    low.set(file, next);
    next += 1;
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file)) {
      if (!order.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file), low.get(target)));
      } else if (onStack.has(target)) low.set(file, Math.min(low.get(file), order.get(target)));
    }
    if (low.get(file) !== order.get(file)) return;
    const knot = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      knot.push(member);
    } while (member !== file);
    if (knot.length > 1 || graph.get(file).includes(file)) knots.push(knot.sort());
  };
  for (const file of graph.keys()) if (!order.has(file)) visit(file);
  return knots;
};

/** The shortest way from a knot's first file through its imports back to it. */
const cycleIn = (graph, knot) => {
  const start = knot[0];
  const inKnot = new Set(knot);
  const cameFrom = new Map();
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.shift();
    for (const target of graph.get(file)) {
      if (target === start) {
        const cycle = [start];
        for (let at = file; at !== start; at = cameFrom.get(at)) cycle.splice(1, 0, at);
        return [...cycle, start];
      }
      if (inKnot.has(target) && !cameFrom.has(target)) {
        cameFrom.set(target, file);
        queue.push(target);
      }
    }
  }
  return knot;
};

const graph = importGraph(['apps/server/src', 'apps/web/src', 'packages/contract/src', 'apps/extension']);
for (const knot of knotsOf(graph)) {
  const cycle = cycleIn(graph, knot).map((file) => path.relative(root, file));
  const others = knot.map((file) => path.relative(root, file)).filter((file) => !cycle.includes(file));
  problems.push(
    `import cycle (${knot.length} files): ${cycle.join(' → ')}` +
      (others.length > 0 ? `; also in it: ${others.join(', ')}` : ''),
  );
}

if (problems.length > 0) {
  console.error(`Import boundaries broken (${problems.length}):\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.info(`import boundaries: ok; no import cycle among ${graph.size} files`);
