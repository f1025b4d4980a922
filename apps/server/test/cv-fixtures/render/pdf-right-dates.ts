import type { CvBlocks, EntryBlock } from './blocks.ts';
import { type Box, COLORS, type Doc, drawBody, FONTS, keepSpace, renderColumnPdf } from './pdf-kit.ts';

const ACCENT = '#1d4ed8';
const SIZE = 10.5;

/** The first name line on the left and the period at the right margin, on the same baseline. */
const drawEntry = (doc: Doc, entry: EntryBlock, box: Box, cv: CvBlocks) => {
  keepSpace(doc, 60);
  doc.moveDown(0.5);
  const top = doc.y;
  const nameWidth = box.width * 0.66;
  if (entry.date)
    doc
      .font(FONTS.regular)
      .fontSize(SIZE)
      .fillColor(COLORS.muted)
      .text(entry.date, box.x, top, { width: box.width, align: 'right' });
  if (entry.place) doc.fontSize(9.5).text(entry.place, box.x, doc.y, { width: box.width, align: 'right' });
  const [first = '', ...rest] = entry.names;
  doc.font(FONTS.bold).fontSize(SIZE).fillColor(COLORS.text).text(first, box.x, top, { width: nameWidth });
  for (const name of rest)
    doc.font(FONTS.regular).fontSize(10).text(name, box.x, doc.y, { width: nameWidth });
  if (entry.place) doc.y = Math.max(doc.y, top + 2 * doc.currentLineHeight(true));
  drawBody(doc, entry, box, cv.style.bullets);
};

/** One column with every period right-aligned at the margin, level with the entry's title. */
export const renderPdfRightDates = (cv: CvBlocks): Promise<Buffer> =>
  renderColumnPdf(cv, { separator: '   |   ', accent: ACCENT, title: { rule: true, size: 12 }, drawEntry });
