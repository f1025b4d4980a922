import { defaultCvDesignSettings } from '@hirelane/contract/cv-designs';
import type { ParsedCv } from '@hirelane/contract/cv-import';
import type { PublicCv } from '@hirelane/contract/sharing';
import { renderCvPdf } from '../../../src/features/sharing/cv-pdf.ts';
import { atFixedTime } from './fixed-time.ts';

/** The person's CV as the public CV the export prints (no contact details: the export has none). */
export const publicCvOf = (cv: ParsedCv): PublicCv => ({
  firstName: cv.profile.firstName,
  lastName: cv.profile.lastName,
  headline: cv.profile.headline || null,
  location: null,
  summary: null,
  contact: { photoUrl: null, email: null, phone: null, links: [] },
  experience: cv.experiences.map((e) => ({ ...e, startDate: e.startDate ?? '' })),
  education: cv.educations.map((e) => ({ ...e, startDate: e.startDate ?? '' })),
  certifications: cv.certifications,
  professionalSkills: cv.professional,
  personalSkills: cv.personal,
  languages: cv.language,
  endorsements: [],
});

/** The round trip: Hirelane's own CV PDF export of the person. */
export const renderHirelaneExport = (cv: ParsedCv, language: 'en' | 'no'): Promise<Buffer> =>
  atFixedTime(() => renderCvPdf(publicCvOf(cv), defaultCvDesignSettings(language)));
