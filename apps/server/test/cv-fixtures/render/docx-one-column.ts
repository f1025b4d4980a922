import { Paragraph, TabStopType, TextRun } from 'docx';
import type { CvBlocks, EntryBlock } from './blocks.ts';
import { bodyParagraphs, listParagraphs, renderDocx } from './docx-kit.ts';

/** Right edge of the text on an A4 page with Word's default margins, in twips. */
const RIGHT_TAB = 9026;

const periodText = (entry: EntryBlock) => [entry.date, entry.place].filter(Boolean).join(' · ');

/**
 * Names as paragraphs (the first bold); the period in a paragraph of its own, after the names
 * ("… | Jan 2019 – Present"), or at a right tab stop on the first line, as many Word templates do.
 */
const entryParagraphs = (cv: CvBlocks, entry: EntryBlock): Paragraph[] => {
  const place = cv.style.datePlace;
  const period = periodText(entry);
  const names = entry.names.map((name, index) => {
    const runs = [new TextRun({ text: name, bold: index === 0 })];
    if (period && place === 'tab' && index === 0)
      runs.push(new TextRun({ text: `\t${period}`, italics: true }));
    if (period && place === 'after' && index === entry.names.length - 1)
      runs.push(new TextRun({ text: ` | ${period}` }));
    return new Paragraph({
      children: runs,
      spacing: index === 0 ? { before: 160 } : undefined,
      tabStops: place === 'tab' ? [{ type: TabStopType.RIGHT, position: RIGHT_TAB }] : undefined,
    });
  });
  const own =
    period && place === 'line'
      ? [new Paragraph({ children: [new TextRun({ text: period, italics: true, color: '555555' })] })]
      : [];
  return [...names, ...own, ...bodyParagraphs(entry, cv.style.bullets)];
};

/** A Word CV in one column: headings, paragraphs and bullet lists. */
export const renderDocxOneColumn = (cv: CvBlocks): Promise<Buffer> =>
  renderDocx(cv, (section) =>
    section.kind === 'list'
      ? listParagraphs(section)
      : section.entries.flatMap((entry) => entryParagraphs(cv, entry)),
  );
