import type { CvBlocks } from './blocks.ts';
import { type Box, COLORS, type Doc, drawList, drawSectionTitle, FONTS, openPdf } from './pdf-kit.ts';
import { drawEntry } from './pdf-one-column.ts';

const ACCENT = '#b45309';

/** A contact line shrunk until it fits the sidebar (a long email is not broken). */
const fitted = (doc: Doc, text: string, width: number) => {
  let size = 9.5;
  while (size > 6.5 && doc.font(FONTS.regular).fontSize(size).widthOfString(text) > width) size -= 0.5;
  return size;
};

const drawSidebar = (doc: Doc, cv: CvBlocks, box: Box, top: number) => {
  doc.y = top;
  drawSectionTitle(doc, cv.contactTitle, box, ACCENT, { size: 11 });
  for (const item of cv.contact) {
    const text = cv.style.contact === 'labelled' ? `${item.label}: ${item.value}` : item.value;
    doc
      .font(FONTS.regular)
      .fontSize(fitted(doc, text, box.width))
      .fillColor(COLORS.text)
      .text(text, box.x, doc.y, { width: box.width, lineBreak: false });
  }
  for (const section of cv.sections)
    if (section.kind === 'list') {
      drawSectionTitle(doc, section.title, box, ACCENT, { size: 11 });
      drawList(doc, section, box, 9.5);
    }
};

const drawMain = (doc: Doc, cv: CvBlocks, box: Box, top: number) => {
  doc.y = top;
  doc.font(FONTS.bold).fontSize(22).fillColor(COLORS.text).text(cv.name, box.x, doc.y, { width: box.width });
  if (cv.headline)
    doc.font(FONTS.regular).fontSize(12).fillColor(COLORS.muted).text(cv.headline, box.x, doc.y, {
      width: box.width,
    });
  for (const section of cv.sections) {
    if (section.kind !== 'entries') continue;
    drawSectionTitle(doc, section.title, box, ACCENT, { rule: true, size: 12.5 });
    for (const entry of section.entries) drawEntry(doc, entry, box, cv);
  }
};

/**
 * A shaded sidebar (about 30% of the width: contact, skills, languages) beside the main column
 * (name, experience, education, certifications). Both start at the top, so their lines share
 * heights and a reader going strictly top to bottom would mix them.
 */
export const renderPdfTwoColumn = (cv: CvBlocks): Promise<Buffer> => {
  const { doc, toBuffer } = openPdf(cv);
  const sidebarWidth = Math.round(doc.page.width * 0.3);
  doc.rect(0, 0, sidebarWidth, doc.page.height).fill(COLORS.sidebar);
  const sidebar = { x: 22, width: sidebarWidth - 40 };
  const main = { x: sidebarWidth + 22, width: doc.page.width - sidebarWidth - 22 - 40 };
  const top = 44;
  // Which column comes first in the file varies too; the page looks the same.
  if (cv.style.skillsFirst) {
    drawSidebar(doc, cv, sidebar, top);
    drawMain(doc, cv, main, top);
  } else {
    drawMain(doc, cv, main, top);
    drawSidebar(doc, cv, sidebar, top);
  }
  return toBuffer();
};
