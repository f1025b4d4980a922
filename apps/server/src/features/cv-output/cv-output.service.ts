import { type CvOutput, OWN_CV, type PdfChoice } from '../../domain/cv/cv-output.ts';

/** The owner's own CV as a PDF. */
export const createCvOutputService = ({ output }: { output: CvOutput }) => ({
  /**
   * The owner's own CV as a PDF, every section and every contact detail, in their saved design or
   * the design and paper asked for.
   */
  ownPdf: async (userId: string, choice: PdfChoice) => {
    const { cv, design } = await output.cvFor(userId, null);
    return output.pdfOf(cv, OWN_CV, { ...design, ...choice });
  },
});

export type CvOutputService = ReturnType<typeof createCvOutputService>;
