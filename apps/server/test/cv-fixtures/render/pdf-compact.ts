import type { CvBlocks, EntryBlock } from './blocks.ts';
import { type Box, COLORS, type Doc, drawBody, FONTS, keepSpace, renderColumnPdf } from './pdf-kit.ts';

const ACCENT = '#be123c';

/** "Title, Company (Jan 2019 – Present)" in bold, then the description as bullets. */
const drawEntry = (doc: Doc, entry: EntryBlock, box: Box) => {
  keepSpace(doc, 50);
  doc.moveDown(0.35);
  const names = entry.names.join(', ');
  const period = [entry.date, entry.place].filter(Boolean).join(', ');
  doc
    .font(FONTS.bold)
    .fontSize(10.5)
    .fillColor(COLORS.text)
    .text(period ? `${names} (${period})` : names, box.x, doc.y, { width: box.width });
  drawBody(doc, entry, box, true);
};

/** A dense one-page style: letter-spaced capital headings, periods in brackets, bullets. */
export const renderPdfCompact = (cv: CvBlocks): Promise<Buffer> =>
  renderColumnPdf(cv, {
    separator: ' | ',
    accent: ACCENT,
    title: { spacing: 3, size: 11, capitals: true },
    drawEntry,
  });
