import type { CvHeadingStyle, CvTypeScale } from '@hirelane/contract/cv-designs';
import type { FontCuts } from './pdf-fonts.ts';

/** The colours every PDF draws with; the accent comes from the theme. Text and muted pass 4.5:1 on white. */
export const COLORS = {
  text: '#1f2933',
  muted: '#525f6e',
  rule: '#d5dbe1',
  negative: '#b91c1c',
} as const;

/** The brand accent of documents that are not CVs (the job report's bars, the letter's rule). */
export const DOCUMENT_ACCENT = '#0f766e';

/** A colour mixed with white: `share` 0.1 is a faint wash of it, for a panel behind text. */
export const tint = (hex: string, share: number): string => {
  const value = Number.parseInt(hex.slice(1), 16);
  const channel = (shift: number) => {
    const c = (value >> shift) & 0xff;
    return Math.round(255 - (255 - c) * share)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(16)}${channel(8)}${channel(0)}`;
};

/** How a document looks: its faces, accent, type scale and heading style. */
export type PdfTheme = {
  body: FontCuts;
  /** Names and headings (a serif face in designs that ask for one). */
  heading: FontCuts;
  accent: string;
  scale: CvTypeScale;
  headingStyle: CvHeadingStyle;
};

/** The type scale of letters and reports. */
export const DOCUMENT_SCALE: CvTypeScale = {
  name: 20,
  headline: 11,
  heading: 12,
  title: 11,
  body: 10.5,
  meta: 8.5,
  lineGap: 2.5,
  sectionGap: 14,
  entryGap: 8,
};

/** The theme of letters and reports: DejaVu, the brand accent, ruled headings. */
export const documentTheme = (fonts: FontCuts): PdfTheme => ({
  body: fonts,
  heading: fonts,
  accent: DOCUMENT_ACCENT,
  scale: DOCUMENT_SCALE,
  headingStyle: 'rule',
});
