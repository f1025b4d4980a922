/*
 * A column of text running over pages. A document can hold two flows (a sidebar and a main column)
 * that fill the same pages independently: each remembers its own page and height, and a new page
 * is added only when no later page exists yet (the document keeps its pages until it ends).
 */

/** Where a column sits: its left edge and width, and the band of each page it may fill. */
export type Frame = {
  x: number;
  width: number;
  /** The first y on a page (the first page may start lower, under a header). */
  top: (page: number) => number;
  bottom: number;
};

export type Flow = { doc: PDFKit.PDFDocument; frame: Frame; page: number; y: number };

type MarkedPage = PDFKit.PDFPage & { markings?: unknown[] };

/** Closes the marked content left open on the current page before drawing elsewhere. */
const closeMarkings = (doc: PDFKit.PDFDocument) => {
  const page = doc.page as MarkedPage;
  while (page.markings && page.markings.length > 0) doc.endMarkedContent();
};

export const openFlow = (doc: PDFKit.PDFDocument, frame: Frame, page = 0, y = frame.top(page)): Flow => ({
  doc,
  frame,
  page,
  y,
});

/** Puts the document on the flow's page, at its place. */
export const enter = (flow: Flow): PDFKit.PDFDocument => {
  const { doc } = flow;
  closeMarkings(doc);
  const { start, count } = doc.bufferedPageRange();
  if (flow.page >= start + count) doc.addPage();
  else doc.switchToPage(flow.page);
  doc.x = flow.frame.x;
  doc.y = flow.y;
  return doc;
};

/**
 * Draws with the document at the flow's place and takes up where the drawing ended; a block
 * taller than a page that pdfkit broke over new pages leaves the flow on the last of them.
 */
export const drawIn = (flow: Flow, draw: (doc: PDFKit.PDFDocument) => void): void => {
  const doc = enter(flow);
  const before = doc.bufferedPageRange().count;
  draw(doc);
  const { start, count } = doc.bufferedPageRange();
  if (count > before) flow.page = start + count - 1;
  flow.y = doc.y;
};

/** Moves the flow to the top of its next page, adding the page if none follows. */
export const nextPage = (flow: Flow): void => {
  closeMarkings(flow.doc);
  flow.page += 1;
  flow.y = flow.frame.top(flow.page);
  const { start, count } = flow.doc.bufferedPageRange();
  if (flow.page >= start + count) flow.doc.addPage();
};

/** The height the flow's frame holds on a fresh page. */
export const pageRoom = (flow: Flow): number => flow.frame.bottom - flow.frame.top(flow.page + 1);

/**
 * Keeps a block of `height` points together: when it does not fit under what is already on the
 * page but would on a fresh one, the flow moves on. A block taller than a page stays where it is.
 */
export const keepTogether = (flow: Flow, height: number): void => {
  const atTop = flow.y <= flow.frame.top(flow.page) + 0.5;
  if (!atTop && flow.y + height > flow.frame.bottom && height <= pageRoom(flow)) nextPage(flow);
};

/** Moves the flow down by `gap`, never past the page's bottom. */
export const skip = (flow: Flow, gap: number): void => {
  flow.y = Math.min(flow.y + gap, flow.frame.bottom);
};
