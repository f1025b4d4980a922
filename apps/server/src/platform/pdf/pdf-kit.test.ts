import { describe, expect, it } from 'vitest';
import { readPdf } from '../../../test/cv-designs/pdf-read.ts';
import { createPdfDocument, decoratePages, drawPageNumber } from './pdf-document.ts';
import { keepTogether, openFlow, skip } from './pdf-flow.ts';
import { drawHeading, headingHeight } from './pdf-heading.ts';
import { documentTheme } from './pdf-style.ts';
import { drawBlocks, drawInline, write } from './pdf-text.ts';

/** A document with a heading whose entry does not fit under it, links, and page numbers. */
const sample = async () => {
  const { doc, fonts, root, toBuffer } = createPdfDocument({
    title: 'Kit test',
    author: 'Kari Nordmann',
    language: 'nb-NO',
    paper: 'letter',
  });
  const theme = documentTheme(fonts);
  const flow = openFlow(doc, { x: 56, width: 500, top: () => 56, bottom: 792 - 56 });
  drawInline(
    flow,
    [{ text: 'kari@example.com', link: 'mailto:kari@example.com' }, { text: 'Oslo' }],
    { font: fonts.regular, size: 9, color: '#000' },
    root,
  );
  // Fill the page until only a heading's height is left.
  while (flow.y < flow.frame.bottom - headingHeight(doc, theme) - 30) {
    write(
      flow,
      'Filler line æøå',
      { font: fonts.regular, size: 10, color: '#000' },
      { parent: root, type: 'P' },
    );
  }
  const entry = [{ kind: 'paragraph' as const, text: 'Entry body line one. '.repeat(20) }];
  keepTogether(flow, headingHeight(doc, theme) + 60);
  drawHeading(flow, theme, root, 'Experience');
  drawBlocks(flow, theme, root, entry);
  skip(flow, 4);
  drawBlocks(flow, theme, root, [{ kind: 'bullets', items: ['First point', 'Second point'] }]);
  decoratePages(doc, (page, pages) => {
    if (page > 1)
      drawPageNumber(doc, `Side ${page} av ${pages}`, { font: fonts.regular, size: 8, color: '#555' }, 56);
  });
  const bytes = await toBuffer();
  return { ...(await readPdf(bytes)), bytes };
};

describe('the PDF kit', () => {
  it('moves a heading to the next page with its entry, numbers pages from 2, links and tags the document', async () => {
    const { info, pages, markInfo, bytes } = await sample();
    expect(pages).toHaveLength(2);
    const [first, second] = pages as [(typeof pages)[number], (typeof pages)[number]];
    expect(first.text).not.toContain('EXPERIENCE');
    expect(second.items[0]?.text).toBe('EXPERIENCE');
    expect(second.text).toContain('Entry body line one.');
    expect(second.text).toContain('Side 2 av 2');
    expect(first.text).not.toMatch(/Side \d av/);
    expect(first.links).toEqual(['mailto:kari@example.com']);
    expect(info).toMatchObject({ Title: 'Kit test', Author: 'Kari Nordmann', Creator: 'Hirelane' });
    expect(markInfo?.Marked).toBe(true);
    expect(bytes.toString('latin1')).toContain('/Lang (nb-NO)');
    expect(bytes.toString('latin1')).toContain('/StructTreeRoot');
    // The link is a Link element of the structure that holds its annotation.
    expect(bytes.toString('latin1')).toContain('/S /Link');
    expect(bytes.toString('latin1')).toContain('/OBJR');
  });
});
