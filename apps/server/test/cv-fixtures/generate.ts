// Writes the CV-import fixtures: each document, the JSON it shows, and files/manifest.json.
// Run from the repository root: npx node apps/server/test/cv-fixtures/generate.ts
// The output is deterministic (fixed creation times), so running it again changes no file.
import fs from 'node:fs';
import path from 'node:path';
import { parsedCv } from '@hirelane/contract/cv-import';
import { expectedFor } from './expected.ts';
import { FILES_DIR, type ManifestEntry } from './manifest.ts';
import { FIXTURES } from './plan.ts';
import { renderFixture } from './render/index.ts';
import { pageCount } from './render/pdf-kit.ts';

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

/** Writes a file only when its bytes change (so the file times stay put too). */
const write = (name: string, data: Buffer | string) => {
  const file = path.join(FILES_DIR, name);
  const bytes = typeof data === 'string' ? Buffer.from(data) : data;
  if (!fs.existsSync(file) || !fs.readFileSync(file).equals(bytes)) fs.writeFileSync(file, bytes);
};

fs.mkdirSync(FILES_DIR, { recursive: true });
const manifest: ManifestEntry[] = [];
const written = new Set(['manifest.json']);
for (const fixture of FIXTURES) {
  const data = await renderFixture(fixture);
  const expected = parsedCv.parse(expectedFor(fixture.person, fixture.layout, fixture.style));
  const file = `${fixture.id}.${fixture.format}`;
  const pages = fixture.format === 'pdf' ? pageCount(data) : null;
  if (fixture.layout === 'pdf-two-column' && pages !== 1)
    throw new Error(`${fixture.id}: a two-column CV must fit one page (it has ${pages})`);
  if (fixture.person.long && fixture.format === 'pdf' && (pages ?? 0) < 2)
    throw new Error(`${fixture.id}: a long CV should run onto a second page (it has ${pages})`);
  write(file, data);
  write(`${fixture.id}.expected.json`, json(expected));
  written.add(file).add(`${fixture.id}.expected.json`);
  manifest.push({
    id: fixture.id,
    file,
    format: fixture.format,
    layout: fixture.layout,
    language: fixture.person.language,
    heldOut: fixture.heldOut,
    pages,
  });
}
write('manifest.json', json(manifest));
for (const stale of fs.readdirSync(FILES_DIR).filter((name) => !written.has(name)))
  fs.rmSync(path.join(FILES_DIR, stale));

const count = (key: 'language' | 'format' | 'layout') =>
  Object.entries(Object.groupBy(manifest, (m) => m[key]))
    .map(([value, list]) => `${value} ${list?.length ?? 0}`)
    .join(', ');
console.info(`${manifest.length} documents in ${path.relative(process.cwd(), FILES_DIR)}`);
console.info(
  `  by language: ${count('language')}\n  by format: ${count('format')}\n  by layout: ${count('layout')}`,
);
console.info(
  `  two pages or more: ${manifest
    .filter((m) => (m.pages ?? 0) >= 2)
    .map((m) => m.id)
    .join(', ')}`,
);
console.info(
  `  held out: ${manifest
    .filter((m) => m.heldOut)
    .map((m) => m.id)
    .join(', ')}`,
);
