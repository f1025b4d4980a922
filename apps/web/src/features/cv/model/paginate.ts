/*
 * Where the pages of a CV drawn at its paper's size break, found by measuring the drawn blocks: a
 * block that would cross the end of a page's text area moves to the top of the next page, as the
 * PDF does (an entry stays whole; a section's heading stays with its first entry). A block taller
 * than a page is left to run on.
 */

/** One block, measured in the sheet's own pixels from its top. */
export type PageBlock = { top: number; bottom: number };

/** A page's height, the gap drawn between pages, and the margin above and below the text. */
export type PageGeometry = { height: number; gap: number; margin: number };

/**
 * For each column (its blocks top to bottom, measured before any move), how far each block moves
 * down, and how many pages the sheet then fills.
 */
export function paginate(
  columns: readonly (readonly PageBlock[])[],
  { height, gap, margin }: PageGeometry,
  contentBottom: number,
): { pushes: number[][]; pages: number } {
  const pitch = height + gap;
  const textHeight = height - 2 * margin;
  let end = contentBottom;
  const pushes = columns.map((blocks) => {
    let shift = 0;
    return blocks.map((block) => {
      const top = block.top + shift;
      const bottom = block.bottom + shift;
      const page = Math.floor(top / pitch);
      const textEnd = page * pitch + height - margin;
      let push = 0;
      if (bottom > textEnd && block.bottom - block.top <= textHeight) {
        push = (page + 1) * pitch + margin - top;
        shift += push;
      }
      end = Math.max(end, block.bottom + shift + margin);
      return push;
    });
  });
  return { pushes, pages: Math.max(1, Math.ceil(end / pitch)) };
}
