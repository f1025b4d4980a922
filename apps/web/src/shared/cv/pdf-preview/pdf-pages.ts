import { GlobalWorkerOptions, getDocument, type PDFDocumentProxy } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

/*
 * pdf.js, loaded only with a PDF preview (a dynamic import of this module): its code is a chunk of
 * its own and its worker a file of its own, fetched when the first document opens.
 */
GlobalWorkerOptions.workerSrc = workerUrl;

/** A PDF's points are 1/72 inch; a CSS pixel is 1/96 inch. */
const CSS_PX_PER_POINT = 96 / 72;

/** An opened PDF: its page count and sizes, drawn a page at a time. */
export type OpenedPdf = {
  pages: number;
  /** The size of a page in CSS pixels at true scale (A4: 794 × 1123). */
  pageSize: (page: number) => Promise<{ width: number; height: number }>;
  /**
   * Draws page `page` (from 1) into `canvas`, `width` CSS pixels wide, with the device's pixel ratio:
   * the canvas's own pixels are exactly its CSS size times that ratio, so nothing is scaled twice.
   */
  draw: (page: number, canvas: HTMLCanvasElement, width: number, pixelRatio: number) => Promise<void>;
  close: () => Promise<void>;
};

/** Opens a PDF's bytes (the bytes are handed to the worker; the caller's copy is not kept). */
export async function openPdf(bytes: Uint8Array): Promise<OpenedPdf> {
  const task = getDocument({ data: bytes });
  const document: PDFDocumentProxy = await task.promise;
  return {
    pages: document.numPages,
    pageSize: async (number) => {
      const viewport = (await document.getPage(number)).getViewport({ scale: CSS_PX_PER_POINT });
      return { width: viewport.width, height: viewport.height };
    },
    draw: async (number, canvas, width, pixelRatio) => {
      const page = await document.getPage(number);
      const unit = page.getViewport({ scale: 1 });
      const pixels = Math.max(1, Math.round(width * pixelRatio));
      const viewport = page.getViewport({ scale: pixels / unit.width });
      canvas.width = pixels;
      canvas.height = Math.round(viewport.height);
      canvas.style.width = `${pixels / pixelRatio}px`;
      canvas.style.height = `${Math.round(viewport.height) / pixelRatio}px`;
      await page.render({ canvas, viewport }).promise;
    },
    close: () => task.destroy(),
  };
}
