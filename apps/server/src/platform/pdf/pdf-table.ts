import { artifact } from './pdf-document.ts';
import { enter, type Flow, nextPage } from './pdf-flow.ts';
import { COLORS } from './pdf-style.ts';

/** A table's look: faces, size, and each column's share of the width. */
export type TableStyle = { regular: string; bold: string; size: number; shares: readonly number[] };

/**
 * A table with rules between rows, its header row repeated on every page it runs onto; a row is
 * never split over two pages. Tagged as a table of header and data cells.
 */
export const drawTable = (
  flow: Flow,
  parent: PDFKit.PDFStructureElement,
  style: TableStyle,
  header: readonly string[],
  rows: readonly (readonly string[])[],
): void => {
  const { doc, frame } = flow;
  const columns = style.shares.map((share) => share * frame.width);
  const table = doc.struct('Table');
  parent.add(table);
  const drawRow = (cells: readonly string[], bold: boolean) => {
    doc.font(bold ? style.bold : style.regular).fontSize(style.size);
    // Most cells fit on one line: measuring a width is far cheaper than wrapping a paragraph.
    const fits = cells.map((text, i) => doc.widthOfString(text) <= (columns[i] ?? 0) - 6);
    const lineHeight = doc.currentLineHeight(true);
    const height =
      Math.max(
        ...cells.map((text, i) =>
          fits[i] ? lineHeight : doc.heightOfString(text, { width: (columns[i] ?? 0) - 6 }),
        ),
      ) + 6;
    if (flow.y + height > frame.bottom) {
      nextPage(flow);
      if (!bold) drawRow(header, true);
    }
    enter(flow);
    const row = doc.struct('TR');
    table.add(row);
    const y = flow.y;
    let x = frame.x;
    cells.forEach((text, i) => {
      const cell = doc.struct(bold ? 'TH' : 'TD');
      row.add(cell);
      doc
        .font(bold ? style.bold : style.regular)
        .fillColor(COLORS.text)
        .text(text, x, y + 3, {
          ...(fits[i] ? { lineBreak: false } : { width: (columns[i] ?? 0) - 6 }),
          structParent: cell,
          structType: 'P',
        });
      x += columns[i] ?? 0;
    });
    artifact(doc, () =>
      doc
        .moveTo(frame.x, y + height)
        .lineTo(frame.x + frame.width, y + height)
        .lineWidth(0.4)
        .strokeColor(COLORS.rule)
        .stroke(),
    );
    flow.y = y + height;
  };
  drawRow(header, true);
  for (const cells of rows) drawRow(cells, false);
};
