import type { ParsedCv } from '@hirelane/contract/cv-import';
import { renderCvPdf } from '../../src/features/sharing/cv-pdf.ts';

/** A CV exported by Hirelane's own PDF export (the round trip): it prints no contact details. */
export const renderHirelaneExport = (cv: ParsedCv, language: 'en' | 'no'): Promise<Buffer> =>
  renderCvPdf(
    {
      firstName: cv.profile.firstName,
      lastName: cv.profile.lastName,
      headline: cv.profile.headline || null,
      experience: cv.experiences.map((e) => ({ ...e, startDate: e.startDate ?? '' })),
      education: cv.educations.map((e) => ({ ...e, startDate: e.startDate ?? '' })),
      certifications: cv.certifications,
      professionalSkills: cv.professional,
      personalSkills: cv.personal,
      languages: cv.language,
      endorsements: [],
    },
    language,
  );

/** What the export shows: everything but the contact details. */
export const hirelaneExpected = (cv: ParsedCv): ParsedCv => ({
  ...structuredClone(cv),
  profile: { ...cv.profile, email: '', phone: '', location: '' },
});
