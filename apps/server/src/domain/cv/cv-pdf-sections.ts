import type { CvLayoutEntry, CvLayoutSection } from '@hirelane/contract/cv-layout';
import type { Flow } from '../../platform/pdf/pdf-flow.ts';
import { keepTogether, pageRoom, skip } from '../../platform/pdf/pdf-flow.ts';
import { drawHeading, headingHeight } from '../../platform/pdf/pdf-heading.ts';
import { COLORS, type PdfTheme } from '../../platform/pdf/pdf-style.ts';
import {
  blocksHeight,
  bodyStyle,
  drawBlocks,
  drawInline,
  type TextStyle,
  textHeight,
  textWidth,
  write,
} from '../../platform/pdf/pdf-text.ts';

type Styles = { title: TextStyle; subtitle: TextStyle; meta: TextStyle; link: TextStyle };

const stylesOf = (theme: PdfTheme): Styles => {
  const { scale, body, heading } = theme;
  const serif = heading !== body;
  return {
    title: { font: serif ? heading.semibold : body.semibold, size: scale.title, color: COLORS.text },
    subtitle: {
      font: serif ? body.italic : body.regular,
      size: scale.body,
      color: theme.headingStyle === 'bar' ? theme.accent : COLORS.text,
      lineGap: scale.lineGap,
    },
    meta: { font: body.regular, size: scale.meta, color: COLORS.muted },
    link: { font: body.regular, size: scale.meta, color: theme.accent },
  };
};

/**
 * Where the period goes: at the right edge of the subtitle's line (of the title's when there is no
 * subtitle) when both fit, so the title and subtitle read as the entry's head; else on a line of its own.
 */
const metaBeside = (doc: PDFKit.PDFDocument, styles: Styles, entry: CvLayoutEntry, width: number) => {
  if (!entry.meta) return 0;
  const metaWidth = textWidth(doc, entry.meta, styles.meta);
  const gap = styles.title.size;
  const line = entry.subtitle
    ? textWidth(doc, entry.subtitle, styles.subtitle)
    : textWidth(doc, entry.title, styles.title);
  return line + gap + metaWidth <= width ? metaWidth + gap : 0;
};

/** The heights that keep an entry together: its head (title to period), and the whole entry. */
const entryHeights = (doc: PDFKit.PDFDocument, theme: PdfTheme, entry: CvLayoutEntry, width: number) => {
  const styles = stylesOf(theme);
  const beside = metaBeside(doc, styles, entry, width);
  let head = textHeight(doc, entry.title, styles.title, entry.subtitle ? width : width - beside);
  if (entry.subtitle) head += textHeight(doc, entry.subtitle, styles.subtitle, width - beside);
  if (entry.meta && !beside) head += textHeight(doc, entry.meta, styles.meta, width);
  const link = entry.link ? textHeight(doc, entry.link, styles.link, width) : 0;
  const body = blocksHeight(doc, theme, entry.body, width);
  const gap = entry.body.length > 0 ? theme.scale.body * 0.35 : 0;
  // The head never ends a page: it goes with at least two lines of the description.
  const firstLines = Math.min(body, (theme.scale.body + theme.scale.lineGap) * 2.4);
  return { head: head + gap + firstLines, whole: head + gap + body + link };
};

/** The height an entry asks to be kept on one page: all of it when it fits on a page, else its head. */
const keepHeight = (flow: Flow, theme: PdfTheme, entry: CvLayoutEntry) => {
  const { head, whole } = entryHeights(flow.doc, theme, entry, flow.frame.width);
  return whole <= pageRoom(flow) ? whole : head;
};

/** One entry: title with the period beside it (or under), subtitle, description, credential link. */
const drawEntry = (flow: Flow, theme: PdfTheme, parent: PDFKit.PDFStructureElement, entry: CvLayoutEntry) => {
  keepTogether(flow, keepHeight(flow, theme, entry));
  const styles = stylesOf(theme);
  const width = flow.frame.width;
  const beside = metaBeside(flow.doc, styles, entry, width);
  const item = flow.doc.struct('Div');
  parent.add(item);
  write(
    flow,
    entry.title,
    styles.title,
    { parent: item, type: 'H3' },
    { width: entry.subtitle ? width : width - beside },
  );
  const top = entry.subtitle
    ? flow.y
    : flow.y - textHeight(flow.doc, entry.title, styles.title, width - beside);
  const lineSize = entry.subtitle ? styles.subtitle.size : styles.title.size;
  if (entry.subtitle)
    write(flow, entry.subtitle, styles.subtitle, { parent: item, type: 'P' }, { width: width - beside });
  if (entry.meta) {
    if (beside) {
      const y = flow.y;
      // On the baseline of the line beside it, against the right edge.
      flow.y = top + (lineSize - styles.meta.size) * 0.8;
      write(flow, entry.meta, { ...styles.meta, align: 'right' }, { parent: item, type: 'P' });
      flow.y = y;
    } else write(flow, entry.meta, styles.meta, { parent: item, type: 'P' });
  }
  if (entry.body.length > 0) {
    skip(flow, theme.scale.body * 0.35);
    drawBlocks(flow, theme, item, entry.body);
  }
  if (entry.link) write(flow, entry.link, styles.link, { parent: item, type: 'P' }, { link: entry.link });
};

/** The height a section's heading must have room for: its heading and its first entry (or first words). */
const openingHeight = (flow: Flow, theme: PdfTheme, section: CvLayoutSection, listed: boolean) => {
  const heading = headingHeight(flow.doc, theme);
  if (section.kind === 'entries') {
    const first = section.entries[0];
    return heading + (first ? keepHeight(flow, theme, first) : 0);
  }
  const style = bodyStyle(theme);
  const words = listed ? (section.words[0] ?? '') : section.words.join('  ·  ');
  return heading + Math.min(textHeight(flow.doc, words, style, flow.frame.width), theme.scale.body * 4);
};

/**
 * A section: its heading, kept on the page of its first entry, then the entries (each kept
 * together), or its words — one a line in a sidebar, in a run separated by dots in a main column.
 */
export const drawSection = (
  flow: Flow,
  theme: PdfTheme,
  root: PDFKit.PDFStructureElement,
  section: CvLayoutSection,
  { listed }: { listed: boolean },
): void => {
  const part = flow.doc.struct('Sect');
  root.add(part);
  keepTogether(flow, openingHeight(flow, theme, section, listed));
  drawHeading(flow, theme, part, section.title);
  if (section.kind === 'entries') {
    section.entries.forEach((entry, index) => {
      if (index > 0) skip(flow, theme.scale.entryGap);
      drawEntry(flow, theme, part, entry);
    });
    return;
  }
  const style = bodyStyle(theme);
  if (!listed) {
    drawInline(
      flow,
      section.words.map((text) => ({ text })),
      style,
      part,
    );
    return;
  }
  for (const word of section.words) {
    keepTogether(flow, textHeight(flow.doc, word, style, flow.frame.width));
    write(flow, word, style, { parent: part, type: 'P' });
    skip(flow, theme.scale.lineGap);
  }
};
