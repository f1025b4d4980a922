import type { CvTextBlock } from '@hirelane/contract/cv-layout';
import { artifact } from './pdf-document.ts';
import { drawIn, type Flow, keepTogether, skip } from './pdf-flow.ts';
import { fontOutlines } from './pdf-fonts.ts';
import { COLORS, type PdfTheme } from './pdf-style.ts';

/** One run of text: face, size, colour and spacing. */
export type TextStyle = {
  font: string;
  size: number;
  color: string;
  lineGap?: number;
  characterSpacing?: number;
  align?: 'left' | 'center' | 'right';
};

/** Where a text joins the document's structure, and what it is there (P, H1, H2, LBody…). */
export type Tag = { parent: PDFKit.PDFStructureElement; type: string };

export const apply = (doc: PDFKit.PDFDocument, style: TextStyle) =>
  doc.font(style.font).fontSize(style.size).fillColor(style.color);

const options = (style: TextStyle, width: number) => ({
  width,
  lineGap: style.lineGap ?? 0,
  characterSpacing: style.characterSpacing ?? 0,
  align: style.align ?? 'left',
});

/** The height a text takes in a width. */
export const textHeight = (doc: PDFKit.PDFDocument, text: string, style: TextStyle, width: number): number =>
  apply(doc, style).heightOfString(text, options(style, width));

/** The width of one line of text. */
export const textWidth = (doc: PDFKit.PDFDocument, text: string, style: TextStyle): number =>
  apply(doc, style).widthOfString(text, { characterSpacing: style.characterSpacing ?? 0 });

type TextOptions = PDFKit.Mixins.TextOptions;

/**
 * Draws one text into the document's structure: as `tag.type` under `tag.parent`, or, with a link,
 * as a Link element inside it that holds both the text and its clickable area.
 */
const drawTagged = (
  doc: PDFKit.PDFDocument,
  tag: Tag,
  link: string | null | undefined,
  draw: (options: TextOptions) => void,
) => {
  if (!link) {
    draw({ structParent: tag.parent, structType: tag.type });
    return;
  }
  const element = doc.struct(tag.type);
  tag.parent.add(element);
  const anchor = doc.struct('Link');
  element.add(anchor);
  anchor.add(() => draw({ link }));
};

/** Writes a text at the flow's place, wrapped to its width (less `indent`), and moves the flow under it. */
export const write = (
  flow: Flow,
  text: string,
  style: TextStyle,
  tag: Tag,
  more: { indent?: number; width?: number; link?: string | null } = {},
): void => {
  const indent = more.indent ?? 0;
  drawIn(flow, (doc) => {
    drawTagged(doc, tag, more.link, (tagging) =>
      apply(doc, style).text(text, flow.frame.x + indent, flow.y, {
        ...options(style, more.width ?? flow.frame.width - indent),
        ...tagging,
      }),
    );
  });
};

/** The styles of a theme's running text. */
export const bodyStyle = (theme: PdfTheme, color: string = COLORS.text): TextStyle => ({
  font: theme.body.regular,
  size: theme.scale.body,
  color,
  lineGap: theme.scale.lineGap,
});

const BULLET = '•';
const bulletIndent = (theme: PdfTheme) => theme.scale.body * 1.2;
const blockGap = (theme: PdfTheme) => theme.scale.body * 0.35;

/** The height of one block of a description. */
const blockHeight = (doc: PDFKit.PDFDocument, theme: PdfTheme, block: CvTextBlock, width: number) => {
  const style = bodyStyle(theme);
  if (block.kind === 'paragraph') return textHeight(doc, block.text, style, width);
  return block.items.reduce(
    (sum, item) => sum + textHeight(doc, item, style, width - bulletIndent(theme)) + theme.scale.lineGap,
    0,
  );
};

/** The height of a description's paragraphs and lists, with the gaps between them. */
export const blocksHeight = (
  doc: PDFKit.PDFDocument,
  theme: PdfTheme,
  blocks: readonly CvTextBlock[],
  width: number,
): number =>
  blocks.reduce(
    (sum, block, index) => sum + blockHeight(doc, theme, block, width) + (index > 0 ? blockGap(theme) : 0),
    0,
  );

/**
 * A description: paragraphs, and bullet lists tagged as lists. A paragraph or a list item moves to
 * the next page whole rather than leave a line behind.
 */
export const drawBlocks = (
  flow: Flow,
  theme: PdfTheme,
  parent: PDFKit.PDFStructureElement,
  blocks: readonly CvTextBlock[],
  color: string = COLORS.text,
): void => {
  const style = bodyStyle(theme, color);
  const width = flow.frame.width;
  blocks.forEach((block, index) => {
    if (index > 0) skip(flow, blockGap(theme));
    if (block.kind === 'paragraph') {
      keepTogether(flow, textHeight(flow.doc, block.text, style, width));
      write(flow, block.text, style, { parent, type: 'P' });
      return;
    }
    const list = flow.doc.struct('L');
    parent.add(list);
    const indent = bulletIndent(theme);
    for (const item of block.items) {
      keepTogether(flow, textHeight(flow.doc, item, style, width - indent));
      const entry = flow.doc.struct('LI');
      list.add(entry);
      const y = flow.y;
      write(
        flow,
        BULLET,
        { ...style, color: theme.accent },
        { parent: entry, type: 'Lbl' },
        {
          indent: style.size * 0.15,
          width: indent,
        },
      );
      flow.y = y;
      write(flow, item, style, { parent: entry, type: 'LBody' }, { indent });
      skip(flow, theme.scale.lineGap);
    }
  });
};

/** A piece of an inline run: text, and where it leads when clicked. */
export type InlineItem = { text: string; link?: string | null };

/**
 * Items on lines with a separator between them ("kari@example.com · +47 912 34 567 · Oslo"), each
 * link clickable, wrapping between items; lines left-aligned or centred.
 */
export const drawInline = (
  flow: Flow,
  items: readonly InlineItem[],
  style: TextStyle,
  parent: PDFKit.PDFStructureElement,
  separator = '  ·  ',
): void => {
  if (items.length === 0) return;
  const doc = flow.doc;
  const gap = textWidth(doc, separator, style);
  const lines: { item: InlineItem; width: number }[][] = [[]];
  let used = 0;
  for (const item of items) {
    const width = Math.min(textWidth(doc, item.text, style), flow.frame.width);
    const line = lines.at(-1) ?? [];
    if (line.length > 0 && used + gap + width > flow.frame.width) {
      lines.push([{ item, width }]);
      used = width;
    } else {
      line.push({ item, width });
      used += (line.length > 1 ? gap : 0) + width;
    }
  }
  const lineHeight = apply(doc, style).currentLineHeight(true) + (style.lineGap ?? 0);
  for (const line of lines) {
    const total = line.reduce((sum, { width }) => sum + width, 0) + gap * (line.length - 1);
    keepTogether(flow, lineHeight);
    let x = flow.frame.x + (style.align === 'center' ? (flow.frame.width - total) / 2 : 0);
    const y = flow.y;
    for (const [index, { item, width }] of line.entries()) {
      if (index > 0) {
        const at = x;
        drawIn(flow, (d) => {
          artifact(d, () => {
            apply(d, { ...style, color: COLORS.muted }).text(separator, at, y, { lineBreak: false });
          });
        });
        x += gap;
      }
      const at = x;
      drawIn(flow, (d) => {
        drawTagged(d, { parent, type: 'P' }, item.link, (tagging) =>
          apply(d, style).text(item.text, at, y, {
            lineBreak: false,
            width: width + 1,
            ellipsis: true,
            ...tagging,
          }),
        );
      });
      x += width;
    }
    flow.y = y + lineHeight;
  }
};

/**
 * One line drawn as glyph outlines, not text: for a running header that repeats on every page,
 * which a reader sees but which text extraction (screen readers, screening software, copy and
 * paste) does not find again in the middle of the content.
 */
export const drawOutlined = (
  doc: PDFKit.PDFDocument,
  text: string,
  style: TextStyle,
  x: number,
  top: number,
): void => {
  const font = fontOutlines(style.font);
  const scale = style.size / font.unitsPerEm;
  const baseline = top + font.ascent * scale;
  const run = font.layout(text);
  let pen = x;
  const paths = run.glyphs.map((glyph, index) => {
    const at = run.positions[index] ?? { xAdvance: 0, xOffset: 0, yOffset: 0 };
    const path = glyph.path
      .scale(scale, -scale)
      .translate(pen + at.xOffset * scale, baseline - at.yOffset * scale)
      .toSVG();
    pen += at.xAdvance * scale;
    return path;
  });
  doc.path(paths.join(' ')).fill(style.color);
};
