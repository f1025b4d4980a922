import {
  AlignmentType,
  BorderStyle,
  Document,
  HeadingLevel,
  LevelFormat,
  Packer,
  Paragraph,
  type Table,
  TextRun,
} from 'docx';
import { unzipSync, zipSync } from 'fflate';
import {
  type CvBlocks,
  contactLines,
  type EntryBlock,
  type ListSection,
  type SectionBlock,
} from './blocks.ts';

/** The time written into every fixture DOCX (its properties and its zip entries). */
const FIXED_ISO = '2026-01-01T00:00:00Z';
const FIXED_DATE = new Date(FIXED_ISO);

export const BULLETS = 'cv-bullets';

/** Document options shared by the Word layouts: fixed author and a bullet list definition. */
const documentOptions = (cv: CvBlocks) => ({
  creator: cv.name,
  lastModifiedBy: cv.name,
  title: `${cv.name} – CV`,
  revision: 1,
  numbering: {
    config: [
      {
        reference: BULLETS,
        levels: [
          {
            level: 0,
            format: LevelFormat.BULLET,
            text: '•',
            alignment: AlignmentType.LEFT,
            style: { paragraph: { indent: { left: 360, hanging: 260 } } },
          },
        ],
      },
    ],
  },
});

/** Packs a document with its timestamps fixed, so regenerating changes no byte. */
const packDocx = async (document: Document): Promise<Buffer> => {
  const parts = unzipSync(new Uint8Array(await Packer.toBuffer(document)));
  const core = parts['docProps/core.xml'];
  if (core)
    parts['docProps/core.xml'] = new TextEncoder().encode(
      new TextDecoder().decode(core).replace(/(<dcterms:(?:created|modified)[^>]*>)[^<]*/g, `$1${FIXED_ISO}`),
    );
  return Buffer.from(zipSync(parts, { level: 9, mtime: FIXED_DATE }));
};

export const bullet = (text: string) => new Paragraph({ text, numbering: { reference: BULLETS, level: 0 } });

/** Name (Word's Title style or a big bold run), headline and contact details. */
const headerParagraphs = (cv: CvBlocks): Paragraph[] => {
  const name =
    cv.style.headings % 2 === 0
      ? new Paragraph({ text: cv.name, heading: HeadingLevel.TITLE })
      : new Paragraph({ children: [new TextRun({ text: cv.name, bold: true, size: 44 })] });
  const headline = cv.headline
    ? [new Paragraph({ children: [new TextRun({ text: cv.headline, size: 26, color: '444444' })] })]
    : [];
  const contact = contactLines(cv, ' | ').map(
    (line) => new Paragraph({ children: [new TextRun({ text: line, size: 20 })] }),
  );
  return [name, ...headline, ...contact];
};

/** A section title: Word's Heading 1, or (other templates) bold capitals with a rule under them. */
const sectionHeading = (cv: CvBlocks, title: string): Paragraph =>
  cv.style.headings % 2 === 0
    ? new Paragraph({ text: title, heading: HeadingLevel.HEADING_1, spacing: { before: 240 } })
    : new Paragraph({
        spacing: { before: 240, after: 80 },
        border: { bottom: { style: BorderStyle.SINGLE, size: 6, color: '999999', space: 1 } },
        children: [new TextRun({ text: title, bold: true, size: 24 })],
      });

/** Skills or languages: one comma line, a paragraph each, or Word bullets (no bullet character in the text). */
export const listParagraphs = (section: ListSection): Paragraph[] => {
  if (section.mode === 'comma') return [new Paragraph(section.items.join(', '))];
  if (section.mode === 'bullets') return section.items.map(bullet);
  return section.items.map((item) => new Paragraph(item));
};

/** A description: one paragraph, or a Word bullet per sentence. */
export const bodyParagraphs = (entry: EntryBlock, bullets: boolean): Paragraph[] => {
  if (entry.body.length === 0) return [];
  return bullets
    ? entry.body.map(bullet)
    : [new Paragraph({ text: entry.body.join(' '), spacing: { after: 80 } })];
};

/** A Word CV: the header, then each section's heading and what the layout makes of its content. */
export const renderDocx = (cv: CvBlocks, sectionBody: (section: SectionBlock) => (Paragraph | Table)[]) => {
  const children: (Paragraph | Table)[] = headerParagraphs(cv);
  for (const section of cv.sections)
    children.push(sectionHeading(cv, section.title), ...sectionBody(section));
  return packDocx(new Document({ ...documentOptions(cv), sections: [{ children }] }));
};
