#!/usr/bin/env node
// Fails the lint when a module exports something no other file imports (dead exports). knip would
// do this, but its parser's per-platform binaries are missing from the registry these machines
// reach, which leaves `npm ci` unable to install; the project's import style is regular enough
// (named imports, no barrels, `lazyNamed(() => import(…), 'Name')`) to check it here.
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const SOURCE = /\.(ts|tsx|mjs)$/;
const walk = (dir) =>
  fs.existsSync(dir)
    ? fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) return ['node_modules', 'dist'].includes(entry.name) ? [] : walk(full);
        return SOURCE.test(entry.name) ? [full] : [];
      })
    : [];

const files = ['apps', 'packages', 'e2e', 'bench', 'scripts'].flatMap((dir) => walk(path.join(root, dir)));
/** Files whose exports are read by tools, not by imports (the server renderer: by the server, built). */
const isEntry = (file) =>
  /(\.test|\.spec)\.tsx?$|\/(main\.tsx?|vite\.config\.ts|vitest\.config\.ts|ssr\/render-public-page\.tsx)$|\/migrations\/\d+-|\/scripts\//.test(
    file,
  );

const resolve = (from, specifier) => {
  const base = specifier.startsWith('@hirelane/contract/')
    ? path.join(root, 'packages/contract/src', specifier.slice('@hirelane/contract/'.length))
    : specifier.startsWith('.')
      ? path.resolve(path.dirname(from), specifier)
      : null;
  if (!base) return null;
  return [base, `${base}.ts`, `${base}.tsx`].find((candidate) => fs.existsSync(candidate)) ?? null;
};

const used = new Set();
const use = (file, name) => file && used.add(`${file}#${name}`);
const namesIn = (list) =>
  list
    .split(',')
    .map((part) =>
      part
        .replace(/^\s*type\s+/, '')
        .split(/\s+as\s+/)[0]
        ?.trim(),
    )
    .filter(Boolean);

const exported = [];
for (const file of files) {
  const text = fs.readFileSync(file, 'utf8');
  for (const [, list, specifier] of text.matchAll(
    /(?:import|export)\s+(?:type\s+)?\{([^}]*)\}\s*from\s*['"]([^'"]+)['"]/g,
  )) {
    for (const name of namesIn(list)) use(resolve(file, specifier), name);
  }
  for (const [, specifier] of text.matchAll(/import\s+\*\s+as\s+\w+\s+from\s*['"]([^'"]+)['"]/g)) {
    use(resolve(file, specifier), '*');
  }
  // A dynamic import's names follow it closely: `(await import(p)).Name`, `.then((m) => m.Name)`,
  // `lazyNamed(() => import(p), 'Name')`.
  for (const match of text.matchAll(/import\(\s*['"]([^'"]+)['"]\s*\)/g)) {
    const after = text.slice(
      (match.index ?? 0) + match[0].length,
      (match.index ?? 0) + match[0].length + 160,
    );
    for (const [, name] of after.matchAll(/(?:\.|')(\w+)/g)) use(resolve(file, match[1]), name);
  }
  if (isEntry(file)) continue;
  for (const [, name] of text.matchAll(
    /^export\s+(?:async\s+)?(?:const|let|function|class|type|interface|enum)\s+(\w+)/gm,
  )) {
    exported.push({ file, name, text });
  }
}

const problems = exported
  .filter(({ file, name }) => !used.has(`${file}#${name}`) && !used.has(`${file}#*`))
  // Used inside its own file: the export itself is what is unused — still worth removing, but
  // the check stays quiet about names a file also uses (like knip's ignoreExportsUsedInFile).
  .filter(({ name, text }) => (text.match(new RegExp(`\\b${name}\\b`, 'g')) ?? []).length < 2)
  .map(({ file, name }) => `${path.relative(root, file)}: ${name}`);

if (problems.length > 0) {
  console.error(
    `Exports nothing imports (${problems.length}) — remove them or the export:\n  ${problems.join('\n  ')}`,
  );
  process.exit(1);
}
console.info(`exports: every one of ${exported.length} is imported somewhere`);
