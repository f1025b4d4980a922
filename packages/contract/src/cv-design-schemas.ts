import { z } from 'zod';
import { LANGUAGES } from './constants.ts';
import {
  CV_ACCENT_IDS,
  CV_DESIGN_IDS,
  CV_FONT_IDS,
  type CvDesignSettings,
  type CvDesignSettingsInput,
  PAPER_SIZES,
} from './cv-designs.ts';

/* The CV designs' request and response schemas; the designs themselves are data in cv-designs.ts. */

const designIdMessage = `Choose one of the designs: ${CV_DESIGN_IDS.join(', ')}`;
export const cvDesignId = z.enum(CV_DESIGN_IDS, designIdMessage);
export const paperSize = z.enum(PAPER_SIZES, 'Choose a4 or letter');
export const cvFontId = z.enum(CV_FONT_IDS, `Choose one of the fonts: ${CV_FONT_IDS.join(', ')}`);
export const cvAccentId = z.enum(CV_ACCENT_IDS, `Choose one of the accents: ${CV_ACCENT_IDS.join(', ')}`);

/**
 * How a CV is drawn: the design, its accent, font and paper, and the language of its section titles
 * (the CV's own language, whatever the reader's interface speaks).
 */
export const cvDesignSettings = z.object({
  design: cvDesignId,
  accent: cvAccentId,
  font: cvFontId,
  paper: paperSize,
  language: z.enum(LANGUAGES, 'Choose en or no'),
}) satisfies z.ZodType<CvDesignSettings>;

/** PUT /cv/design: any subset; what is left out keeps its saved value. */
export const cvDesignSettingsInput = cvDesignSettings.partial() satisfies z.ZodType<CvDesignSettingsInput>;

/** GET /cv/designs */
export const cvDesignsResponse = z.object({
  designs: z.array(
    z.object({
      id: cvDesignId,
      name: z.string(),
      summary: z.string(),
      columns: z.union([z.literal(1), z.literal(2)]),
      defaults: z.object({ accent: cvAccentId, font: cvFontId }),
    }),
  ),
  accents: z.array(z.object({ id: cvAccentId, color: z.string() })),
  fonts: z.array(cvFontId),
  papers: z.array(paperSize),
});
export type CvDesignsResponse = z.infer<typeof cvDesignsResponse>;

/**
 * GET /cv/pdf?design=&paper=&accent=&font=&language=: each left out → the saved choice (the
 * design preview asks for what is picked on screen, before the save has landed).
 */
export const cvPdfQuery = cvDesignSettings.partial();
