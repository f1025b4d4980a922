import { type CvOutput, OWN_CV, type PdfChoice } from '../../domain/cv/cv-output.ts';
import { notFound } from '../../platform/http/app-error.ts';

const JOB_NOT_FOUND = 'This job does not exist or was deleted';

/** The owner's CV as a PDF: the main CV, or a job's tailored version. */
export const createCvOutputService = ({
  output,
  ownsJob,
}: {
  output: CvOutput;
  /** True when the job is the user's own. */
  ownsJob: (userId: string, jobId: string) => Promise<boolean>;
}) => ({
  /**
   * The owner's own CV as a PDF, every section and every contact detail, in their saved design or
   * the design and paper asked for.
   */
  ownPdf: async (userId: string, choice: PdfChoice) => {
    const { cv, design } = await output.cvFor(userId, null);
    return output.pdfOf(cv, OWN_CV, { ...design, ...choice });
  },

  /**
   * A job's tailored CV as a PDF (the main CV until a version is saved), in the version's design,
   * or the design and paper asked for; another user's job is not found.
   */
  tailoredPdf: async (userId: string, jobId: string, choice: PdfChoice) => {
    if (!(await ownsJob(userId, jobId))) throw notFound(JOB_NOT_FOUND);
    const { cv, design } = await output.cvFor(userId, jobId);
    return output.pdfOf(cv, OWN_CV, { ...design, ...choice });
  },
});

export type CvOutputService = ReturnType<typeof createCvOutputService>;
