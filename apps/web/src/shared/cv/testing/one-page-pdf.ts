import type { OpenedPdf } from '../pdf-preview/pdf-pages.ts';

/**
 * A stand-in for pdf.js, which does not run in happy-dom: every PDF is one page, "drawn" by
 * sizing its canvas. Tests mock `pdf-pages.ts`'s `openPdf` with it.
 */
export const openOnePagePdf = async (): Promise<OpenedPdf> => ({
  pages: 1,
  pageSize: async () => ({ width: 794, height: 1123 }),
  draw: async (_page: number, canvas: HTMLCanvasElement, width: number) => {
    canvas.width = Math.round(width);
  },
  close: async () => {},
});
