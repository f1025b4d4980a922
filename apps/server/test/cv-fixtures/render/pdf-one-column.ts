import type { CvBlocks, EntryBlock } from './blocks.ts';
import {
  type Box,
  COLORS,
  type Doc,
  dateWithPlace,
  drawBody,
  FONTS,
  keepSpace,
  renderColumnPdf,
} from './pdf-kit.ts';

const ACCENT = '#0f766e';

/**
 * Names in bold ("Title, Company" on one line or title and company on two), then the period on a
 * line of its own or after the names on the same line ("… | Jan 2019 – Present").
 */
export const drawEntry = (doc: Doc, entry: EntryBlock, box: Box, cv: CvBlocks) => {
  keepSpace(doc, 60);
  doc.moveDown(0.5);
  const after = cv.style.datePlace !== 'line' && entry.date;
  entry.names.forEach((name, index) => {
    const last = index === entry.names.length - 1;
    doc
      .font(index === 0 ? FONTS.bold : FONTS.regular)
      .fontSize(index === 0 ? 11 : 10.5)
      .fillColor(COLORS.text)
      .text(name, box.x, doc.y, { width: box.width, continued: Boolean(after && last) });
    if (after && last)
      doc
        .font(FONTS.regular)
        .fontSize(10)
        .fillColor(COLORS.muted)
        .text(`  |  ${dateWithPlace(entry)}`);
  });
  if (!after && entry.date)
    doc.font(FONTS.regular).fontSize(9.5).fillColor(COLORS.muted).text(dateWithPlace(entry), box.x, doc.y, {
      width: box.width,
    });
  drawBody(doc, entry, box, cv.style.bullets);
};

/** The classic CV: one column, name big at the top, sections one after another. */
export const renderPdfOneColumn = (cv: CvBlocks): Promise<Buffer> =>
  renderColumnPdf(cv, { accent: ACCENT, title: { rule: true }, drawEntry });
