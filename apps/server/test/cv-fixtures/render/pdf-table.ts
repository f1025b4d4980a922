import type { CvBlocks, EntryBlock } from './blocks.ts';
import { type Box, COLORS, type Doc, drawBody, FONTS, keepSpace, renderColumnPdf } from './pdf-kit.ts';

const ACCENT = '#7c3aed';
const PERIOD_WIDTH = 105;
const GAP = 15;

/** The height a row needs, so a row is never split over two pages. */
const rowHeight = (doc: Doc, entry: EntryBlock, text: Box) => {
  let height = 0;
  entry.names.forEach((name, index) => {
    height += doc
      .font(index === 0 ? FONTS.bold : FONTS.regular)
      .fontSize(index === 0 ? 11 : 10)
      .heightOfString(name, { width: text.width });
  });
  if (entry.place) height += doc.font(FONTS.regular).fontSize(9.5).heightOfString(entry.place);
  if (entry.body.length)
    height += doc
      .font(FONTS.regular)
      .fontSize(10)
      .heightOfString(entry.body.join(' '), { width: text.width });
  return height + 12;
};

/** A table row: the period in the left column, names, place and description in the right. */
const drawRow = (doc: Doc, entry: EntryBlock, box: Box, cv: CvBlocks) => {
  const text = { x: box.x + PERIOD_WIDTH + GAP, width: box.width - PERIOD_WIDTH - GAP };
  keepSpace(doc, rowHeight(doc, entry, text));
  doc.moveDown(0.4);
  const top = doc.y;
  doc
    .font(FONTS.regular)
    .fontSize(10)
    .fillColor(COLORS.muted)
    .text(entry.date, box.x, top, { width: PERIOD_WIDTH });
  const periodBottom = doc.y;
  entry.names.forEach((name, index) => {
    doc
      .font(index === 0 ? FONTS.bold : FONTS.regular)
      .fontSize(index === 0 ? 11 : 10)
      .fillColor(COLORS.text)
      .text(name, text.x, index === 0 ? top : doc.y, { width: text.width });
  });
  if (entry.place)
    doc.font(FONTS.regular).fontSize(9.5).fillColor(COLORS.muted).text(entry.place, text.x, doc.y, {
      width: text.width,
    });
  drawBody(doc, entry, text, cv.style.bullets);
  doc.y = Math.max(doc.y, periodBottom) + 4;
  doc
    .moveTo(box.x, doc.y)
    .lineTo(box.x + box.width, doc.y)
    .lineWidth(0.4)
    .strokeColor(COLORS.rule)
    .stroke();
};

/** Entries as a table: period on the left, the rest on the right, rules between rows. */
export const renderPdfTable = (cv: CvBlocks): Promise<Buffer> =>
  renderColumnPdf(cv, { accent: ACCENT, title: { size: 12.5 }, drawEntry: drawRow });
