import { CV_LIMITS } from '@hirelane/contract/cv';
import { BULK_ITEMS_MAX, type ParsedCv } from '@hirelane/contract/cv-import';

/** A CV read from an open format. */
export type OpenCv = { cv: ParsedCv };

/** An empty extraction, for an open format's reader to fill. */
export const emptyParsedCv = (): ParsedCv => ({
  profile: { firstName: '', lastName: '', email: '', phone: '', location: '', headline: '' },
  experiences: [],
  educations: [],
  professional: [],
  personal: [],
  language: [],
  certifications: [],
});

const uniqueText = (items: string[], max: number) => {
  const seen = new Set<string>();
  return items
    .map((item) => item.trim())
    .filter((item) => {
      const key = item.toLowerCase();
      if (!item || seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .slice(0, max);
};

/** Lists within what a review can save at once, repeats (any case) and blanks left out. */
export const capParsedCv = (cv: ParsedCv): ParsedCv => {
  const languages = new Set<string>();
  return {
    ...cv,
    experiences: cv.experiences.slice(0, BULK_ITEMS_MAX),
    educations: cv.educations.slice(0, BULK_ITEMS_MAX),
    certifications: cv.certifications.slice(0, BULK_ITEMS_MAX),
    professional: uniqueText(cv.professional, CV_LIMITS.skills),
    personal: uniqueText(cv.personal, CV_LIMITS.skills),
    language: cv.language
      .filter((l) => {
        const key = l.language.trim().toLowerCase();
        if (!key || languages.has(key)) return false;
        languages.add(key);
        return true;
      })
      .slice(0, CV_LIMITS.languages),
  };
};

/** Empty or blank text as null, as the drafts hold a missing field. */
export const textOrNull = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() ? value.trim() : null;
export const textOf = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
