import PDFDocument from 'pdfkit';
import { FONTS } from '../../src/platform/pdf/pdf-document.ts';
import type { CvBlocks, EntryBlock, SectionBlock } from './cv-blocks.ts';

export type PdfLayout = 'pdf-one-column' | 'pdf-right-dates' | 'pdf-two-column' | 'pdf-table' | 'pdf-compact';

const FIXED_DATE = new Date(Date.UTC(2026, 0, 1));

/** A document with the app's fonts and a fixed creation date, so regenerating changes no byte. */
const open = async (name: string) => {
  const { createRequire } = await import('node:module');
  const path = await import('node:path');
  const require = createRequire(import.meta.url);
  const fontDir = path.join(path.dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: 50, bottom: 50, left: 50, right: 50 },
    bufferPages: true,
    info: { Title: `${name} – CV`, Author: name, CreationDate: FIXED_DATE, ModDate: FIXED_DATE },
  });
  doc.registerFont(FONTS.regular, path.join(fontDir, 'DejaVuSans.ttf'));
  doc.registerFont(FONTS.bold, path.join(fontDir, 'DejaVuSans-Bold.ttf'));
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  return {
    doc,
    finish: () => {
      doc.end();
      return done;
    },
  };
};

type Doc = PDFKit.PDFDocument;
type Box = { x: number; width: number };

/** A section's title; `spaced` writes it in letter-spaced capitals, as some templates do. */
const sectionTitle = (doc: Doc, title: string, box: Box, spaced = false) => {
  doc
    .moveDown(0.8)
    .font(FONTS.bold)
    .fontSize(13)
    .fillColor('#0f766e')
    .text(spaced ? title.toUpperCase() : title, box.x, doc.y, {
      width: box.width,
      characterSpacing: spaced ? 3 : 0,
    });
  doc.moveDown(0.3).fillColor('#1f2933');
};

const body = (doc: Doc, text: string | null, box: Box) => {
  if (text) doc.font(FONTS.regular).fontSize(10).text(text, box.x, doc.y, { width: box.width });
};

/** An entry: names in bold; the date under them, right of the first name, or in a column of its own. */
const entry = (doc: Doc, item: EntryBlock, box: Box, layout: PdfLayout) => {
  doc.moveDown(0.4);
  if (layout === 'pdf-table') {
    const top = doc.y;
    doc.font(FONTS.regular).fontSize(10).text(item.date, box.x, top, { width: 110 });
    const text = { x: box.x + 125, width: box.width - 125 };
    doc
      .font(FONTS.bold)
      .fontSize(11)
      .text(item.names[0] ?? '', text.x, top, { width: text.width });
    for (const name of item.names.slice(1))
      doc.font(FONTS.regular).fontSize(10).text(name, text.x, doc.y, { width: text.width });
    body(doc, item.body, text);
    return;
  }
  if (layout === 'pdf-compact') {
    // The date in brackets after the names, the description as bullets.
    const names = item.names.join(', ');
    doc
      .font(FONTS.bold)
      .fontSize(11)
      .text(item.date ? `${names} (${item.date})` : names, box.x, doc.y, { width: box.width });
    for (const sentence of (item.body ?? '').split(/(?<=\.)\s+/).filter(Boolean))
      doc
        .font(FONTS.regular)
        .fontSize(10)
        .text(`• ${sentence}`, box.x + 8, doc.y, { width: box.width - 8 });
    return;
  }
  if (layout === 'pdf-right-dates' && item.date) {
    const top = doc.y;
    doc
      .font(FONTS.regular)
      .fontSize(10)
      .text(item.date, box.x, top + 1, { width: box.width, align: 'right' });
    doc
      .font(FONTS.bold)
      .fontSize(11)
      .text(item.names[0] ?? '', box.x, top, { width: box.width * 0.65 });
    for (const name of item.names.slice(1))
      doc
        .font(FONTS.regular)
        .fontSize(10)
        .text(name, box.x, doc.y, { width: box.width * 0.65 });
  } else {
    for (const [index, name] of item.names.entries())
      doc
        .font(index === 0 ? FONTS.bold : FONTS.regular)
        .fontSize(index === 0 ? 11 : 10)
        .text(name, box.x, doc.y, { width: box.width });
    if (item.date)
      doc
        .font(FONTS.regular)
        .fontSize(9.5)
        .fillColor('#5f6b7a')
        .text(item.date, box.x, doc.y, { width: box.width })
        .fillColor('#1f2933');
  }
  body(doc, item.body, box);
};

const section = (doc: Doc, part: SectionBlock, box: Box, layout: PdfLayout) => {
  sectionTitle(doc, part.title, box, layout === 'pdf-compact');
  if (part.kind === 'list') {
    for (const line of part.lines)
      doc.font(FONTS.regular).fontSize(10).text(line, box.x, doc.y, { width: box.width });
    return;
  }
  for (const item of part.entries)
    entry(doc, item, box, layout === 'pdf-two-column' ? 'pdf-one-column' : layout);
};

const SIDEBAR_KEYS = new Set(['professional', 'personal', 'language']);

/** A CV as a PDF in one of four layouts: one column, dates on the right margin, a sidebar, a table. */
export const renderPdf = async (cv: CvBlocks, layout: PdfLayout, contactTitle: string): Promise<Buffer> => {
  const { doc, finish } = await open(cv.name);
  const page = { x: 50, width: doc.page.width - 100 };
  if (layout !== 'pdf-two-column') {
    doc.font(FONTS.bold).fontSize(24).text(cv.name, page.x, 50, { width: page.width });
    if (cv.headline)
      doc.font(FONTS.regular).fontSize(13).text(cv.headline, page.x, doc.y, { width: page.width });
    doc.font(FONTS.regular).fontSize(10).text(cv.contact.join('  ·  '), page.x, doc.y, { width: page.width });
    for (const part of cv.sections) section(doc, part, page, layout);
    return finish();
  }
  // Two columns: the main column first in the file, the sidebar drawn beside it from the top.
  const sidebar = { x: 40, width: 150 };
  const main = { x: 220, width: doc.page.width - 260 };
  doc.font(FONTS.bold).fontSize(24).text(cv.name, main.x, 50, { width: main.width });
  if (cv.headline)
    doc.font(FONTS.regular).fontSize(13).text(cv.headline, main.x, doc.y, { width: main.width });
  for (const part of cv.sections.filter((s) => !SIDEBAR_KEYS.has(s.key))) section(doc, part, main, layout);
  doc.switchToPage(0);
  doc.y = 50;
  sectionTitle(doc, contactTitle, sidebar);
  for (const line of cv.contact)
    doc.font(FONTS.regular).fontSize(9.5).text(line, sidebar.x, doc.y, { width: sidebar.width });
  for (const part of cv.sections.filter((s) => SIDEBAR_KEYS.has(s.key))) section(doc, part, sidebar, layout);
  return finish();
};
