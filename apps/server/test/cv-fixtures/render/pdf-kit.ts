import { INTL_LOCALES } from '@hirelane/contract/dates';
import { createPdfDocument, FONTS, spaceLeft } from '../../../src/platform/pdf/pdf-document.ts';
import { type CvBlocks, contactLines, type EntryBlock, type ListSection, listLines } from './blocks.ts';
import { atFixedTime } from './fixed-time.ts';

export type Doc = PDFKit.PDFDocument;
/** A column of the page: where it starts and how wide it is. */
export type Box = { x: number; width: number };

export const COLORS = { text: '#1f2933', muted: '#5f6b7a', rule: '#c8d0d8', sidebar: '#eef2f5' } as const;

/** The server's PDF setup (A4, DejaVu fonts for æøå) with a fixed creation time. */
export const openPdf = (cv: CvBlocks) => {
  const { doc, toBuffer } = atFixedTime(() =>
    createPdfDocument({
      title: `${cv.name} – CV`,
      author: cv.name,
      language: INTL_LOCALES[cv.language],
    }),
  );
  doc.fillColor(COLORS.text);
  const page: Box = {
    x: doc.page.margins.left,
    width: doc.page.width - doc.page.margins.left - doc.page.margins.right,
  };
  return { doc, page, toBuffer };
};

/** Starts a new page when less than `height` points are left on this one. */
export const keepSpace = (doc: Doc, height: number) => {
  if (spaceLeft(doc) < height) doc.addPage();
};

/** Name, headline and the contact details under them. */
export const drawHeader = (doc: Doc, cv: CvBlocks, box: Box, separator = '  ·  ') => {
  doc.font(FONTS.bold).fontSize(24).fillColor(COLORS.text).text(cv.name, box.x, doc.y, { width: box.width });
  if (cv.headline) doc.font(FONTS.regular).fontSize(13).text(cv.headline, box.x, doc.y, { width: box.width });
  doc.moveDown(0.3);
  for (const line of contactLines(cv, separator))
    doc
      .font(FONTS.regular)
      .fontSize(10)
      .fillColor(COLORS.muted)
      .text(line, box.x, doc.y, { width: box.width });
  doc.fillColor(COLORS.text);
};

/** A section title in the accent colour, with a thin rule under it when `rule`. */
export const drawSectionTitle = (
  doc: Doc,
  title: string,
  box: Box,
  accent: string,
  options: { rule?: boolean; spacing?: number; size?: number } = {},
) => {
  keepSpace(doc, 70);
  doc.moveDown(0.9);
  doc
    .font(FONTS.bold)
    .fontSize(options.size ?? 13)
    .fillColor(accent)
    .text(title, box.x, doc.y, { width: box.width, characterSpacing: options.spacing ?? 0 });
  if (options.rule) {
    const y = doc.y + 1;
    doc
      .moveTo(box.x, y)
      .lineTo(box.x + box.width, y)
      .lineWidth(0.6)
      .strokeColor(COLORS.rule)
      .stroke();
  }
  doc.moveDown(0.35).fillColor(COLORS.text);
};

/** How a single-column layout looks: its header separator, its section titles and how it draws an entry. */
type ColumnLayout = {
  separator?: string;
  accent: string;
  title: { rule?: boolean; spacing?: number; size?: number; capitals?: boolean };
  drawEntry: (doc: Doc, entry: EntryBlock, box: Box, cv: CvBlocks) => void;
};

/** The single-column layouts: the header, then each section's title and its list or its entries. */
export const renderColumnPdf = (cv: CvBlocks, layout: ColumnLayout): Promise<Buffer> => {
  const { doc, page, toBuffer } = openPdf(cv);
  drawHeader(doc, cv, page, layout.separator);
  const { capitals, ...titleStyle } = layout.title;
  for (const section of cv.sections) {
    const title = capitals ? section.title.toLocaleUpperCase() : section.title;
    drawSectionTitle(doc, title, page, layout.accent, titleStyle);
    if (section.kind === 'list') drawList(doc, section, page);
    else for (const entry of section.entries) layout.drawEntry(doc, entry, page, cv);
  }
  return toBuffer();
};

/** Skills or languages: a comma line, a line each, or bullets. */
export const drawList = (doc: Doc, section: ListSection, box: Box, size = 10) => {
  for (const line of listLines(section))
    doc
      .font(FONTS.regular)
      .fontSize(size)
      .fillColor(COLORS.text)
      .text(line, box.x, doc.y, { width: box.width });
};

/** A description: one paragraph, or a bullet per sentence. */
export const drawBody = (doc: Doc, entry: EntryBlock, box: Box, bullets: boolean) => {
  if (entry.body.length === 0) return;
  doc.font(FONTS.regular).fontSize(10).fillColor(COLORS.text);
  if (!bullets) {
    doc.text(entry.body.join(' '), box.x, doc.y + 2, { width: box.width, lineGap: 1 });
    return;
  }
  for (const sentence of entry.body) doc.text(`•  ${sentence}`, box.x + 6, doc.y, { width: box.width - 6 });
};

/** The period with the place after it, as the one-column layouts print them. */
export const dateWithPlace = (entry: EntryBlock): string =>
  [entry.date, entry.place].filter(Boolean).join(' · ');

/** Pages in a PDF pdfkit wrote (its page objects are plain text). */
export const pageCount = (pdf: Buffer): number =>
  pdf.toString('latin1').match(/\/Type \/Page\b(?!s)/g)?.length ?? 0;

export { FONTS };
