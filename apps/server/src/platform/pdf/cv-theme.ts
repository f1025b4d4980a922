import { CV_ACCENTS, CV_DESIGNS, type CvDesign, type CvDesignSettings } from '@hirelane/contract/cv-designs';
import { useFamily } from './pdf-fonts.ts';
import type { PdfTheme } from './pdf-style.ts';

/** A CV design's theme on a document: the chosen font (and the serif for headings if the design wants it) and accent. */
export const cvTheme = (
  doc: PDFKit.PDFDocument,
  settings: Pick<CvDesignSettings, 'design' | 'accent' | 'font'>,
): { design: CvDesign; theme: PdfTheme } => {
  const design = CV_DESIGNS[settings.design];
  const body = useFamily(doc, settings.font);
  return {
    design,
    theme: {
      body,
      heading: design.serifHeadings ? useFamily(doc, 'serif') : body,
      accent: CV_ACCENTS[settings.accent],
      scale: design.scale,
      headingStyle: design.heading,
    },
  };
};
