import { artifact } from './pdf-document.ts';
import type { Flow } from './pdf-flow.ts';
import { COLORS, type PdfTheme } from './pdf-style.ts';
import { apply, type TextStyle, write } from './pdf-text.ts';

/** The height of a section heading in a theme, gap under it included. */
export const headingHeight = (doc: PDFKit.PDFDocument, theme: PdfTheme): number => {
  const size = theme.scale.heading;
  const line = apply(doc, headingStyleOf(theme, 'left')).currentLineHeight(true);
  return line + (theme.headingStyle === 'accent-rule' ? size * 0.9 : size * 0.6);
};

const headingStyleOf = (theme: PdfTheme, align: TextStyle['align']): TextStyle => {
  const { scale, headingStyle } = theme;
  switch (headingStyle) {
    case 'rule':
      return {
        font: theme.heading.semibold,
        size: scale.heading,
        color: theme.accent,
        characterSpacing: 1,
        align,
      };
    case 'bar':
      return {
        font: theme.heading.bold,
        size: scale.heading,
        color: theme.accent,
        characterSpacing: 0.2,
        align,
      };
    case 'caps':
      return {
        font: theme.heading.bold,
        size: scale.heading,
        color: COLORS.text,
        characterSpacing: 0.8,
        align,
      };
    case 'accent-rule':
      return {
        font: theme.heading.semibold,
        size: scale.heading,
        color: COLORS.text,
        characterSpacing: 0.3,
        align,
      };
  }
};

/**
 * A section heading in the theme's style: ruled small capitals, an accent bar, tight bold
 * capitals, or a centred heading over a short accent rule. Tagged as a level-2 heading.
 */
export const drawHeading = (
  flow: Flow,
  theme: PdfTheme,
  parent: PDFKit.PDFStructureElement,
  text: string,
) => {
  const { frame } = flow;
  const size = theme.scale.heading;
  const centred = theme.headingStyle === 'accent-rule';
  const style = headingStyleOf(theme, centred ? 'center' : 'left');
  const caps = theme.headingStyle === 'rule' || theme.headingStyle === 'caps';
  const shown = caps ? text.toLocaleUpperCase() : text;
  const top = flow.y;
  const bar = theme.headingStyle === 'bar' ? size * 0.75 : 0;
  write(flow, shown, style, { parent, type: 'H2' }, { indent: bar, width: frame.width - bar });
  const doc = flow.doc;
  artifact(doc, () => {
    if (theme.headingStyle === 'bar') {
      doc.rect(frame.x, top + size * 0.12, size * 0.25, size * 0.82).fill(theme.accent);
    } else if (theme.headingStyle === 'accent-rule') {
      const ruleWidth = size * 2.6;
      doc
        .moveTo(frame.x + (frame.width - ruleWidth) / 2, flow.y + size * 0.25)
        .lineTo(frame.x + (frame.width + ruleWidth) / 2, flow.y + size * 0.25)
        .lineWidth(1)
        .strokeColor(theme.accent)
        .stroke();
    } else {
      const y = flow.y + size * 0.12;
      doc
        .moveTo(frame.x, y)
        .lineTo(frame.x + frame.width, y)
        .lineWidth(theme.headingStyle === 'caps' ? 0.6 : 0.5)
        .strokeColor(theme.headingStyle === 'caps' ? COLORS.text : COLORS.rule)
        .stroke();
    }
  });
  flow.y = top + headingHeight(doc, theme);
};
