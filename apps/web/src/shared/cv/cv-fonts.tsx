import type { CvFontId } from '@hirelane/contract/cv-designs';
import sansCss from './fonts/inter.css?url';
import serifCss from './fonts/noto-serif.css?url';
import humanistCss from './fonts/source-sans-3.css?url';

/** The open fonts a CV is set in: the same faces the PDF embeds. */
const FONTS: Record<CvFontId, { family: string; fallback: string; stylesheet: string }> = {
  sans: { family: 'Inter', fallback: 'Arial, Helvetica, sans-serif', stylesheet: sansCss },
  serif: { family: 'Noto Serif', fallback: 'Georgia, "Times New Roman", serif', stylesheet: serifCss },
  humanist: { family: 'Source Sans 3', fallback: 'Arial, Helvetica, sans-serif', stylesheet: humanistCss },
};

/** A CV font as a CSS font-family list, with look-alike system faces while the file loads. */
export const cvFontFamily = (font: CvFontId): string => `"${FONTS[font].family}", ${FONTS[font].fallback}`;

/** The fonts a CV needs: its own, and the serif too when its design sets headings in it. */
export const cvFontsOf = (font: CvFontId, serifHeadings: boolean): CvFontId[] =>
  serifHeadings && font !== 'serif' ? [font, 'serif'] : [font];

export type CvFontStylesheetsProps = { font: CvFontId; serifHeadings: boolean };

/**
 * Links the chosen font's faces, and the serif's for a design with serif headings, and no other:
 * React puts a stylesheet with a precedence in the document's head once, however many CVs ask for it
 * (the server renderer writes it into the page too).
 */
export function CvFontStylesheets({ font, serifHeadings }: CvFontStylesheetsProps) {
  // The unit tests' stand-in for a stylesheet's address is empty: nothing to link there.
  return cvFontsOf(font, serifHeadings)
    .filter((id) => FONTS[id].stylesheet)
    .map((id) => <link key={id} rel="stylesheet" href={FONTS[id].stylesheet} precedence="cv-font" />);
}
