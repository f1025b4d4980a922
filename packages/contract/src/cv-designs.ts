import type { CvSectionKey, Language } from './constants.ts';

/*
 * The CV designs: one description per design that both the HTML page and the PDF are drawn from.
 * Sizes are in points (1/72 inch) so paper and screen agree; the screen shows a point as 4/3 px.
 * Plain data without zod (the schemas are in cv-design-schemas.ts), so a page that draws a CV does
 * not load zod.
 */

export const CV_DESIGN_IDS = ['classic', 'modern', 'compact', 'elegant'] as const;
export type CvDesignId = (typeof CV_DESIGN_IDS)[number];

export const PAPER_SIZES = ['a4', 'letter'] as const;
export type PaperSize = (typeof PAPER_SIZES)[number];

/** Page sizes in points: A4 is 210 × 297 mm, US Letter 8.5 × 11 in. */
export const PAPER_POINTS: Record<PaperSize, { width: number; height: number }> = {
  a4: { width: 595.28, height: 841.89 },
  letter: { width: 612, height: 792 },
};

/**
 * The embedded open fonts a CV can use (shipped as npm packages, never downloaded at run time); each
 * covers æøå and the other Latin-script languages of Europe.
 */
export const CV_FONT_IDS = ['sans', 'serif', 'humanist'] as const;
export type CvFontId = (typeof CV_FONT_IDS)[number];

/**
 * Accent colours, each at least 4.5:1 against white so headings and links drawn in them stay
 * readable (a contract test computes the ratio).
 */
export const CV_ACCENTS = {
  teal: '#0f766e',
  blue: '#1d4ed8',
  indigo: '#4338ca',
  plum: '#86198f',
  crimson: '#b91c1c',
  forest: '#166534',
  graphite: '#374151',
} as const;
export type CvAccentId = keyof typeof CV_ACCENTS;
export const CV_ACCENT_IDS = Object.keys(CV_ACCENTS) as [CvAccentId, ...CvAccentId[]];

/** How a section heading is drawn. */
export type CvHeadingStyle =
  /** Small capitals in the accent colour over a thin full-width rule. */
  | 'rule'
  /** Accent-coloured text with a short thick bar before it. */
  | 'bar'
  /** Plain bold capitals, tight: for dense pages. */
  | 'caps'
  /** Larger heading-font text, centred feel, with a thin accent rule under it. */
  | 'accent-rule';

/** A type scale in points. */
export type CvTypeScale = {
  name: number;
  headline: number;
  heading: number;
  title: number;
  body: number;
  meta: number;
  /** Extra space between lines, in points. */
  lineGap: number;
  /** Space before a section heading and between entries, in points. */
  sectionGap: number;
  entryGap: number;
};

export type CvDesign = {
  id: CvDesignId;
  /** Page margins in points. */
  margin: number;
  /** One column, or a sidebar beside the main column. */
  columns: 1 | 2;
  /** With two columns: the sidebar's share of the text width and which sections it holds (in this order). */
  sidebar: { width: number; sections: readonly CvSectionKey[] } | null;
  /** Where the photo goes, if the CV shows one. */
  photo: 'header-right' | 'sidebar' | 'header-left';
  photoSize: number;
  /** The photo cut to a circle or to a square with slightly rounded corners. */
  photoShape: 'circle' | 'square';
  heading: CvHeadingStyle;
  /** Names and headings in the serif face even when the body font is a sans. */
  serifHeadings: boolean;
  /** Name and contact centred over the page (true) or aligned left. */
  centredHeader: boolean;
  scale: CvTypeScale;
  defaults: { accent: CvAccentId; font: CvFontId };
};

export const CV_DESIGNS: Record<CvDesignId, CvDesign> = {
  classic: {
    id: 'classic',
    margin: 56,
    columns: 1,
    sidebar: null,
    photo: 'header-right',
    photoSize: 76,
    photoShape: 'circle',
    heading: 'rule',
    serifHeadings: false,
    centredHeader: false,
    scale: {
      name: 24,
      headline: 12,
      heading: 12,
      title: 11,
      body: 10,
      meta: 9,
      lineGap: 1.5,
      sectionGap: 14,
      entryGap: 8,
    },
    defaults: { accent: 'teal', font: 'sans' },
  },
  modern: {
    id: 'modern',
    margin: 40,
    columns: 2,
    sidebar: { width: 0.3, sections: ['professional', 'personal', 'language'] },
    photo: 'sidebar',
    photoSize: 96,
    photoShape: 'circle',
    heading: 'bar',
    serifHeadings: false,
    centredHeader: false,
    scale: {
      name: 26,
      headline: 12,
      heading: 12,
      title: 11,
      body: 9.5,
      meta: 8.5,
      lineGap: 1.5,
      sectionGap: 14,
      entryGap: 8,
    },
    defaults: { accent: 'blue', font: 'humanist' },
  },
  compact: {
    id: 'compact',
    margin: 36,
    columns: 1,
    sidebar: null,
    photo: 'header-right',
    photoSize: 56,
    photoShape: 'square',
    heading: 'caps',
    serifHeadings: false,
    centredHeader: false,
    scale: {
      name: 18,
      headline: 10,
      heading: 9.5,
      title: 9.5,
      body: 8.5,
      meta: 8,
      lineGap: 0.8,
      sectionGap: 8,
      entryGap: 4,
    },
    defaults: { accent: 'graphite', font: 'sans' },
  },
  elegant: {
    id: 'elegant',
    margin: 60,
    columns: 1,
    sidebar: null,
    photo: 'header-left',
    photoSize: 72,
    photoShape: 'square',
    heading: 'accent-rule',
    serifHeadings: true,
    centredHeader: true,
    scale: {
      name: 28,
      headline: 12,
      heading: 14,
      title: 11,
      body: 10,
      meta: 9,
      lineGap: 2,
      sectionGap: 16,
      entryGap: 9,
    },
    defaults: { accent: 'plum', font: 'serif' },
  },
};

export const DEFAULT_CV_DESIGN: CvDesignId = 'classic';

/** A design's name and one line about it, in the interface language. */
export const CV_DESIGN_WORDS: Record<Language, Record<CvDesignId, { name: string; summary: string }>> = {
  en: {
    classic: { name: 'Classic', summary: 'One calm column with ruled headings.' },
    modern: { name: 'Modern', summary: 'Two columns: a sidebar for photo, skills and languages.' },
    compact: { name: 'Compact', summary: 'Dense type for a long career on one page.' },
    elegant: { name: 'Elegant', summary: 'Serif headings and an accent rule, centred name.' },
  },
  no: {
    classic: { name: 'Klassisk', summary: 'Én rolig spalte med linjerte overskrifter.' },
    modern: { name: 'Moderne', summary: 'To spalter: sidefelt for bilde, ferdigheter og språk.' },
    compact: { name: 'Kompakt', summary: 'Tett skrift, så en lang karriere får plass på én side.' },
    elegant: { name: 'Elegant', summary: 'Overskrifter med seriffer, aksentlinje og navnet midtstilt.' },
  },
};

/**
 * How a CV is drawn: the design, its accent, font and paper, and the language of its section titles
 * (the CV's own language, whatever the reader's interface speaks). Checked by `cvDesignSettings`.
 */
export type CvDesignSettings = {
  design: CvDesignId;
  accent: CvAccentId;
  font: CvFontId;
  paper: PaperSize;
  language: Language;
};

/** PUT /cv/design: any subset; what is left out keeps its saved value. */
export type CvDesignSettingsInput = Partial<CvDesignSettings>;

/** The settings a user who never chose has: the default design's own accent and font, A4. */
export const defaultCvDesignSettings = (language: Language): CvDesignSettings => ({
  design: DEFAULT_CV_DESIGN,
  ...CV_DESIGNS[DEFAULT_CV_DESIGN].defaults,
  paper: 'a4',
  language,
});

/** The sections a design puts in its sidebar (none for one column). */
export const sidebarSections = (design: CvDesign): readonly CvSectionKey[] =>
  design.columns === 2 && design.sidebar ? design.sidebar.sections : [];
