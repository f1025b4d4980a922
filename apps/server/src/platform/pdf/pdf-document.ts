import { PAPER_POINTS, type PaperSize } from '@hirelane/contract/cv-designs';
import PDFDocument from 'pdfkit';
import { type FontCuts, useFamily } from './pdf-fonts.ts';

/** DejaVu Sans, the face of documents that are not CVs: covers æøå and most of Europe. */
export const FONTS = { regular: 'document-regular', bold: 'document-bold' } as const;

export type PdfInfo = {
  title: string;
  author: string;
  /** A BCP 47 tag ("en-GB", "nb-NO"): the document's language for screen readers and search. */
  language: string;
  subject?: string;
  paper?: PaperSize;
  /** Page margins in points: one for all four sides, or each side. */
  margins?: number | { top: number; bottom: number; left: number; right: number };
};

export type PdfDocument = {
  doc: PDFKit.PDFDocument;
  /** DejaVu's cuts, registered on every document. */
  fonts: FontCuts;
  /**
   * The document's structure (a tagged PDF): every text drawn with `tag(...)` joins it in the order
   * it is drawn, which is the order a screen reader and text extraction follow.
   */
  root: PDFKit.PDFStructureElement;
  /** Ends the document and resolves with its bytes. */
  toBuffer: () => Promise<Buffer>;
};

/**
 * A tagged document with its title, author and language set, pages kept in memory until the end
 * so headers and page numbers can be drawn on every page once their count is known.
 */
export const createPdfDocument = (info: PdfInfo): PdfDocument => {
  const paper = PAPER_POINTS[info.paper ?? 'a4'];
  const margin = info.margins ?? 56;
  const doc = new PDFDocument({
    size: [paper.width, paper.height],
    margins:
      typeof margin === 'number' ? { top: margin, bottom: margin, left: margin, right: margin } : margin,
    info: {
      Title: info.title,
      Author: info.author,
      Creator: 'Hirelane',
      ...(info.subject ? { Subject: info.subject } : {}),
    },
    lang: info.language,
    displayTitle: true,
    bufferPages: true,
    tagged: true,
    pdfVersion: '1.7',
  });
  const fonts = useFamily(doc, 'document');
  doc.font(fonts.regular);
  const root = doc.struct('Document');
  doc.addStructure(root);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return {
    doc,
    fonts,
    root,
    toBuffer: () => {
      root.end();
      doc.end();
      return finished;
    },
  };
};

/** Space left on the current page, in points. */
export const spaceLeft = (doc: PDFKit.PDFDocument): number =>
  doc.page.height - doc.page.margins.bottom - doc.y;

/**
 * Draws what is not content (rules, shading, a photo, page numbers) marked as an artifact, so a
 * screen reader skips it and the reading order holds only the text.
 */
export const artifact = (
  doc: PDFKit.PDFDocument,
  draw: () => void,
  type: 'Pagination' | 'Layout' = 'Layout',
): void => {
  doc.markContent('Artifact', { type });
  try {
    draw();
  } finally {
    doc.endMarkedContent();
  }
};

/**
 * Once every page exists: calls `draw` on each with its number and the count (header lines, "Page
 * N of M"), marked as pagination artifacts. Leaves the document on its last page.
 */
export const decoratePages = (doc: PDFKit.PDFDocument, draw: (page: number, pages: number) => void): void => {
  const { start, count } = doc.bufferedPageRange();
  for (let index = start; index < start + count; index += 1) {
    doc.switchToPage(index);
    // Text drawn below the bottom margin must not start a new page.
    const { bottom } = doc.page.margins;
    doc.page.margins.bottom = 0;
    artifact(doc, () => draw(index - start + 1, count), 'Pagination');
    doc.page.margins.bottom = bottom;
  }
};

/** "Page N of M" right-aligned under the bottom margin of the current page (inside decoratePages). */
export const drawPageNumber = (
  doc: PDFKit.PDFDocument,
  text: string,
  style: { font: string; size: number; color: string },
  margin: number,
): void => {
  doc
    .font(style.font)
    .fontSize(style.size)
    .fillColor(style.color)
    .text(text, margin, doc.page.height - margin + style.size, {
      width: doc.page.width - 2 * margin,
      align: 'right',
      lineBreak: false,
    });
};
