// Writes the CV-import fixtures: each invented person's CV as a document, the JSON the document
// shows, and a manifest. Run: npx node apps/server/test/cv-fixtures/generate.ts [--force]
// Existing documents are kept unless --force (the app's own PDF export stamps today's date).
import fs from 'node:fs';
import path from 'node:path';
import { cvBlocks } from './cv-blocks.ts';
import { fixtures } from './plan.ts';
import { renderDocx } from './render-docx.ts';
import { hirelaneExpected, renderHirelaneExport } from './render-hirelane.ts';
import { renderPdf } from './render-pdf.ts';
import { expectedFor, heading } from './styles.ts';

export const FIXTURE_DIR = path.join(import.meta.dirname, 'files');

const force = process.argv.includes('--force');
if (force) fs.rmSync(FIXTURE_DIR, { recursive: true, force: true });
fs.mkdirSync(FIXTURE_DIR, { recursive: true });
const manifest = [];
for (const fixture of fixtures()) {
  const { cv } = fixture.person;
  const blocks = cvBlocks(cv, fixture.style);
  let data: Buffer;
  let expected = expectedFor(cv, fixture.style);
  if (fixture.layout === 'hirelane-export') {
    data = await renderHirelaneExport(cv, fixture.style.language);
    expected = hirelaneExpected(cv);
  } else if (fixture.layout.startsWith('docx')) {
    data = renderDocx(blocks, fixture.layout as 'docx-one-column' | 'docx-table');
  } else {
    data = await renderPdf(blocks, fixture.layout as 'pdf-one-column', heading('contact', fixture.style));
  }
  const format = fixture.layout.startsWith('docx') ? 'docx' : 'pdf';
  const file = `${fixture.id}.${format}`;
  if (force || !fs.existsSync(path.join(FIXTURE_DIR, file)))
    fs.writeFileSync(path.join(FIXTURE_DIR, file), data);
  fs.writeFileSync(
    path.join(FIXTURE_DIR, `${fixture.id}.expected.json`),
    `${JSON.stringify(expected, null, 2)}\n`,
  );
  manifest.push({
    id: fixture.id,
    file,
    format,
    layout: fixture.layout,
    language: fixture.style.language,
    heldOut: fixture.heldOut,
  });
}
fs.writeFileSync(path.join(FIXTURE_DIR, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
console.info(`${manifest.length} fixtures written to ${FIXTURE_DIR}`);
