import { CV_SECTION_KEYS } from '@hirelane/contract/constants';
import type { CvDesignSettings, CvDesignSettingsInput } from '@hirelane/contract/cv-designs';
import { CONTACT_FIELDS } from '@hirelane/contract/sharing';
import type { Db } from '../../platform/db/database.ts';
import type { FileStore } from '../../platform/storage/file-store.ts';
import { readStoredFile } from '../shared-cv/shared-media.ts';
import { cvFileName, renderCvPdf } from './cv-pdf.ts';
import { type CvSnapshot, loadCvSnapshot } from './cv-snapshot.ts';
import { createDesignSettingsStore } from './design-settings.ts';
import { type PublicCvChoice, presentPublicCv } from './public-cv.ts';
import { findTailoredVersion, tailoredCv } from './tailored-versions.ts';

/** The owner's own view of a CV: every section and every contact detail (the photo is drawn inline). */
export const OWN_CV: PublicCvChoice = {
  sections: [...CV_SECTION_KEYS],
  contactFields: CONTACT_FIELDS,
  photoUrl: null,
};
/** A download's design, paper, accent, font or language, when asked for instead of the saved ones. */
export type PdfChoice = CvDesignSettingsInput;

/** The CV as it goes out: a job's version or the main CV in its design, and as a PDF. */
export const createCvOutput = ({ db, files }: { db: Db; files: FileStore }) => {
  const designs = createDesignSettingsStore(db);
  return {
    /** How the owner's CV is drawn: their saved design settings. */
    designOf: (userId: string) => designs.get(userId),

    /** A job's version of the owner's CV, or the main CV; the design is the version's or the owner's. */
    cvFor: async (userId: string, jobId: string | null) => {
      const [cv, version, own] = await Promise.all([
        loadCvSnapshot(db, userId),
        jobId ? findTailoredVersion(db, userId, jobId) : undefined,
        designs.get(userId),
      ]);
      const design: CvDesignSettings = { ...own, design: version?.design ?? own.design };
      return { cv: tailoredCv(cv, version), design };
    },

    /** A CV as a PDF in a design; the photo goes in when the CV shows one. */
    pdfOf: async (cv: CvSnapshot, choice: PublicCvChoice, design: CvDesignSettings) => {
      const shown = presentPublicCv(cv, choice);
      const { photoKey } = cv.contact;
      const photo =
        choice.contactFields.includes('photo') && photoKey ? await readStoredFile(files, photoKey) : null;
      return {
        fileName: cvFileName(shown),
        mimeType: 'application/pdf',
        data: await renderCvPdf(shown, design, photo),
      };
    },
  };
};

export type CvOutput = ReturnType<typeof createCvOutput>;
