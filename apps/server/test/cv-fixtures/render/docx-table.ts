import { Paragraph, Table, TableBorders, TableCell, TableRow, TextRun, VerticalAlign, WidthType } from 'docx';
import type { CvBlocks, EntryBlock, ListSection } from './blocks.ts';
import { bodyParagraphs, listParagraphs, renderDocx } from './docx-kit.ts';

const cell = (children: Paragraph[], percent: number) =>
  new TableCell({
    children,
    width: { size: percent, type: WidthType.PERCENTAGE },
    verticalAlign: VerticalAlign.TOP,
  });

const table = (rows: TableRow[], bordered: boolean) =>
  new Table({
    rows,
    width: { size: 100, type: WidthType.PERCENTAGE },
    ...(bordered ? {} : { borders: TableBorders.NONE }),
  });

/** A row: period | names (first bold), place, description. */
const entryRow = (cv: CvBlocks, entry: EntryBlock) =>
  new TableRow({
    children: [
      cell([new Paragraph({ children: [new TextRun({ text: entry.date, color: '555555' })] })], 26),
      cell(
        [
          ...entry.names.map(
            (name, index) => new Paragraph({ children: [new TextRun({ text: name, bold: index === 0 })] }),
          ),
          ...(entry.place
            ? [new Paragraph({ children: [new TextRun({ text: entry.place, italics: true })] })]
            : []),
          ...bodyParagraphs(entry, cv.style.bullets),
        ],
        74,
      ),
    ],
  });

/** Languages as a two-column table: language | level word. */
const languageRows = (section: ListSection) =>
  (section.levels ?? []).map(
    ([name, level]) =>
      new TableRow({ children: [cell([new Paragraph(name)], 40), cell([new Paragraph(level)], 60)] }),
  );

/** A Word CV whose entries sit in tables (period | details); languages in a table of their own. */
export const renderDocxTable = (cv: CvBlocks): Promise<Buffer> => {
  const bordered = cv.style.upper;
  return renderDocx(cv, (section) => {
    if (section.kind === 'entries')
      return [
        table(
          section.entries.map((e) => entryRow(cv, e)),
          bordered,
        ),
      ];
    if (section.key === 'language') return [table(languageRows(section), bordered)];
    return listParagraphs(section);
  });
};
