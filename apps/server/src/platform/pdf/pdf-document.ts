import { createRequire } from 'node:module';
import path from 'node:path';
import PDFDocument from 'pdfkit';

const require = createRequire(import.meta.url);
const fontDir = path.join(path.dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');

/** Fonts embedded in every PDF: DejaVu Sans covers æøå and most of Europe. */
export const FONTS = { regular: 'Body', bold: 'Bold' } as const;

/** An A4 document with the embedded fonts, and a way to get its bytes when done. */
export const createPdfDocument = (info: { title: string; author: string; language: string }) => {
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: 56, bottom: 56, left: 56, right: 56 },
    info: { Title: info.title, Author: info.author, Creator: 'Hirelane' },
    lang: info.language,
    displayTitle: true,
    bufferPages: false,
  });
  doc.registerFont(FONTS.regular, path.join(fontDir, 'DejaVuSans.ttf'));
  doc.registerFont(FONTS.bold, path.join(fontDir, 'DejaVuSans-Bold.ttf'));
  doc.font(FONTS.regular);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return {
    doc,
    /** Ends the document and resolves with its bytes. */
    toBuffer: () => {
      doc.end();
      return finished;
    },
  };
};

/** Space left on the current page, in points. */
export const spaceLeft = (doc: PDFKit.PDFDocument): number =>
  doc.page.height - doc.page.margins.bottom - doc.y;
