/**
 * Writes the "in the wild" set: each person through their tool (pdflatex/xelatex with the
 * template's own commands, or a Word document, printed to PDF by LibreOffice where `format: 'pdf'`),
 * the expected JSON and the manifest. Needs texlive (latex-extra, fonts-extra, xetex) and
 * libreoffice-writer on the PATH, and Chromium for the browser-printed CV:
 *
 *   npx node apps/server/test/cv-fixtures/wild/build.ts [id …]
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { getDocumentProxy } from 'unpdf';
import { WILD_DIR, type WildManifestEntry } from './manifest.ts';
import { expectedOf, formatOf, type Tool, type WildPerson } from './model.ts';
import { PEOPLE } from './people.ts';
import { browserPrint } from './render/browser.ts';
import {
  awesomeCv,
  canvaSidebar,
  europass,
  jakesResume,
  linkedIn,
  moderncv,
  type TexSource,
} from './render/latex.ts';
import { googleDocs, wordClassicTabs, wordTableSidebar } from './render/word.ts';

const FILES = path.join(WILD_DIR, 'files');
const SOURCES = path.join(WILD_DIR, 'sources');
/** PDFs say they were made at this moment (pdfTeX and XeTeX honour it). */
const EPOCH = '1767225600';

/** The template each LaTeX tool fills in. */
const LATEX_TEMPLATES: Partial<Record<Tool, (p: WildPerson) => TexSource>> = {
  'moderncv-classic': (p) => moderncv(p, 'classic'),
  'moderncv-banking': (p) => moderncv(p, 'banking'),
  'awesome-cv': awesomeCv,
  'jakes-resume': jakesResume,
  'canva-sidebar': canvaSidebar,
  europass,
  linkedin: linkedIn,
};

/** The document each Word tool writes. */
const WORD_DOCUMENTS: Partial<Record<Tool, (p: WildPerson) => Uint8Array>> = {
  'word-table-sidebar': wordTableSidebar,
  'word-classic-tabs': wordClassicTabs,
  gdocs: googleDocs,
};

const latexOf = (p: WildPerson): TexSource | null => LATEX_TEMPLATES[p.tool]?.(p) ?? null;

const wordOf = (p: WildPerson): Uint8Array => {
  const write = WORD_DOCUMENTS[p.tool];
  if (!write) throw new Error(`${p.id}: ${p.tool} is not a Word tool`);
  return write(p);
};

const env = { ...process.env, SOURCE_DATE_EPOCH: EPOCH, FORCE_SOURCE_DATE: '1' };

const typeset = (name: string, source: TexSource, work: string): Buffer => {
  const file = path.join(work, `${name}.tex`);
  fs.writeFileSync(file, source.tex);
  for (let run = 0; run < 2; run++)
    try {
      execFileSync(source.engine, ['-interaction=nonstopmode', '-halt-on-error', `${name}.tex`], {
        cwd: work,
        env,
        stdio: 'pipe',
      });
    } catch (error) {
      const log = fs.readFileSync(path.join(work, `${name}.log`), 'utf8');
      throw new Error(
        `${source.engine} failed on ${name}:\n${log.slice(log.indexOf('\n!'), log.indexOf('\n!') + 600)}`,
        {
          cause: error,
        },
      );
    }
  return fs.readFileSync(path.join(work, `${name}.pdf`));
};

/**
 * Opens the Word document in LibreOffice Writer and saves it as `target`: "pdf" prints it,
 * "docx" saves it again with Writer's own OOXML (the classic Word CVs are "saved by LibreOffice").
 */
const throughLibreOffice = (name: string, data: Uint8Array, target: 'pdf' | 'docx', work: string): Buffer => {
  const dir = path.join(work, target);
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(work, `${name}.docx`), data);
  execFileSync(
    'soffice',
    [
      `-env:UserInstallation=file://${path.join(work, 'lo-profile')}`,
      '--headless',
      '--convert-to',
      target === 'pdf' ? 'pdf' : 'docx:MS Word 2007 XML',
      '--outdir',
      dir,
      `${name}.docx`,
    ],
    { cwd: work, env, stdio: 'pipe' },
  );
  return fs.readFileSync(path.join(dir, `${name}.${target}`));
};

/** Prints the page to PDF as a browser's "Save as PDF" does (no header or footer lines). */
const throughBrowser = (name: string, page: string, work: string): Buffer => {
  const file = path.join(work, `${name}.html`);
  fs.writeFileSync(file, page);
  const out = path.join(work, `${name}.pdf`);
  execFileSync(
    process.env.CHROMIUM ?? 'chromium',
    [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      `--user-data-dir=${path.join(work, 'chromium-profile')}`,
      '--no-pdf-header-footer',
      `--print-to-pdf=${out}`,
      `file://${file}`,
    ],
    { cwd: work, env, stdio: 'pipe' },
  );
  return fs.readFileSync(out);
};

const pagesOf = async (pdf: Buffer) => (await getDocumentProxy(new Uint8Array(pdf))).numPages;

const only = new Set(process.argv.slice(2));
fs.mkdirSync(FILES, { recursive: true });
fs.mkdirSync(SOURCES, { recursive: true });
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'wild-cv-'));
const manifest: WildManifestEntry[] = [];
for (const person of PEOPLE) {
  const format = formatOf(person);
  const id = `${person.id}-${person.lang}-${person.tool}${format === 'pdf' && person.format ? '-lo' : ''}`;
  const file = `${id}.${format}`;
  manifest.push({
    id,
    file,
    format,
    layout: person.tool,
    tool: person.tool,
    language: person.lang,
    heldOut: person.heldOut ?? false,
    pages: null,
  });
  if (only.size > 0 && !only.has(person.id)) continue;
  const latex = latexOf(person);
  let data: Buffer;
  if (person.tool === 'browser-print') {
    const page = browserPrint(person);
    fs.writeFileSync(path.join(SOURCES, `${id}.html`), page);
    data = throughBrowser(id, page, work);
  } else if (latex) {
    fs.writeFileSync(path.join(SOURCES, `${id}.tex`), `${latex.tex}\n`);
    data = typeset(id, latex, work);
  } else {
    const word = wordOf(person);
    const savedByWriter = format === 'pdf' || person.tool === 'word-classic-tabs';
    data = savedByWriter ? throughLibreOffice(id, word, format, work) : Buffer.from(word);
  }
  fs.writeFileSync(path.join(FILES, file), data);
  fs.writeFileSync(
    path.join(FILES, `${id}.expected.json`),
    `${JSON.stringify(expectedOf(person), null, 2)}\n`,
  );
  console.info(
    `${file}: ${(data.length / 1024).toFixed(0)} KB${format === 'pdf' ? `, ${await pagesOf(data)} page(s)` : ''}`,
  );
}
for (const entry of manifest)
  if (entry.format === 'pdf' && fs.existsSync(path.join(FILES, entry.file)))
    entry.pages = await pagesOf(fs.readFileSync(path.join(FILES, entry.file)));
fs.writeFileSync(path.join(FILES, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
fs.rmSync(work, { recursive: true, force: true });
