import { defaultCvDesignSettings } from '@hirelane/contract/cv-designs';
import type { ParsedCv } from '@hirelane/contract/cv-import';
import type { PublicCv } from '@hirelane/contract/sharing';
import { renderCvPdf } from '../../../src/domain/cv/cv-pdf.ts';
import { atFixedTime } from './fixed-time.ts';

/**
 * The person's CV as a public CV. Hirelane's export fixture has no contact details, place or
 * summary; with `everything` (what a design prints), it has them all.
 */
export const publicCvOf = (cv: ParsedCv, { everything = false } = {}): PublicCv => ({
  firstName: cv.profile.firstName,
  lastName: cv.profile.lastName,
  headline: cv.profile.headline || null,
  location: (everything && cv.profile.location) || null,
  summary: (everything && cv.profile.summary) || null,
  contact: everything
    ? {
        photoUrl: '/photo',
        email: cv.profile.email || null,
        phone: cv.profile.phone || null,
        links: cv.profile.links ?? [],
      }
    : { photoUrl: null, email: null, phone: null, links: [] },
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
