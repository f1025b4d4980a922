import { zipSync } from 'fflate';
import PDFDocument from 'pdfkit';
import { createPdfDocument, FONTS } from '../src/platform/pdf/pdf-document.ts';

/** A line of a test CV: a heading, a bold title, or plain text. */
export type CvLine = { heading: string } | { title: string } | string;

/** A one-column PDF CV with real text, written the way the lines say. */
export const pdfCv = async (name: string, lines: CvLine[]): Promise<Buffer> => {
  const { doc, toBuffer } = createPdfDocument({ title: 'CV', author: name, language: 'en' });
  doc.font(FONTS.bold).fontSize(22).text(name);
  for (const line of lines) {
    if (typeof line === 'string') doc.font(FONTS.regular).fontSize(10).text(line);
    else if ('heading' in line) doc.moveDown().font(FONTS.bold).fontSize(13).text(line.heading);
    else doc.font(FONTS.bold).fontSize(11).text(line.title);
  }
  return toBuffer();
};

/** A PDF with a drawing and no text at all (a scan looks like this to a text reader). */
export const pdfWithoutText = (): Promise<Buffer> => {
  const { doc, toBuffer } = createPdfDocument({ title: 'Scan', author: 'x', language: 'en' });
  doc.rect(50, 50, 200, 100).fill('#333333');
  return toBuffer();
};

/** A PDF that opens only with a password. */
export const lockedPdf = (): Promise<Buffer> =>
  new Promise((resolve) => {
    const doc = new PDFDocument({ userPassword: 'secret', ownerPassword: 'owner' });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.text('Kari Nordmann');
    doc.end();
  });

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const paragraph = (text: string) =>
  `<w:p><w:r><w:t xml:space="preserve">${escapeXml(text)}</w:t></w:r></w:p>`;

/** A table row of cells, each cell holding one or more paragraphs. */
export type DocxRow = string[][];

type Block = string | { table: DocxRow[] };

/** A real (minimal) DOCX: paragraphs, and tables given as rows of cells. */
export const docxCv = (blocks: Block[], extra: Record<string, Uint8Array> = {}): Buffer => {
  const body = blocks
    .map((block) =>
      typeof block === 'string'
        ? paragraph(block)
        : `<w:tbl>${block.table
            .map(
              (row) =>
                `<w:tr>${row.map((cell) => `<w:tc>${cell.map(paragraph).join('')}</w:tc>`).join('')}</w:tr>`,
            )
            .join('')}</w:tbl>`,
    )
    .join('');
  const files = {
    '[Content_Types].xml': `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>`,
    '_rels/.rels': `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>`,
    'word/document.xml': `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}</w:body></w:document>`,
  };
  const parts = Object.fromEntries(Object.entries(files).map(([k, v]) => [k, new TextEncoder().encode(v)]));
  // A fixed time inside the zip, so the same document gives the same bytes.
  return Buffer.from(zipSync({ ...parts, ...extra }, { level: 9, mtime: new Date(Date.UTC(2026, 0, 1)) }));
};

/** A DOCX with a part that inflates to `megabytes` of zeros: a zip bomb in miniature. */
export const zipBombDocx = (megabytes: number): Buffer =>
  docxCv(['Kari Nordmann'], { 'word/media/padding.bin': new Uint8Array(megabytes * 1024 * 1024) });

/** The first bytes of Office's old container, which password-protected DOCX files also use. */
export const encryptedOfficeFile = (): Buffer =>
  Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(4096)]);
