import {
  Document,
  Paragraph,
  Table,
  TableBorders,
  TableCell,
  TableRow,
  TextRun,
  VerticalAlign,
  WidthType,
} from 'docx';
import type { CvBlocks, EntryBlock, ListSection } from './blocks.ts';
import {
  bodyParagraphs,
  documentOptions,
  headerParagraphs,
  listParagraphs,
  packDocx,
  sectionHeading,
} from './docx-kit.ts';

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
  const children: (Paragraph | Table)[] = headerParagraphs(cv);
  for (const section of cv.sections) {
    children.push(sectionHeading(cv, section.title));
    if (section.kind === 'entries')
      children.push(
        table(
          section.entries.map((e) => entryRow(cv, e)),
          bordered,
        ),
      );
    else if (section.key === 'language') children.push(table(languageRows(section), bordered));
    else children.push(...listParagraphs(section));
  }
  return packDocx(new Document({ ...documentOptions(cv), sections: [{ children }] }));
};
