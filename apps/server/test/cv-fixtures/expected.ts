import type { ParsedCv } from '@hirelane/contract/cv-import';
import type { Person } from './person.ts';
import type { Style } from './render/style.ts';

/**
 * What a document shows, as the parser should return it. The person's CV, except:
 * - a year-only period keeps its years, no months made up: "2017 – 2020" → 2017 … 2020, and a
 *   certification dated "2019" → 2019;
 * - Hirelane's export prints no email, phone or location, so those are empty.
 */
export const expectedFor = (person: Person, layout: string, style: Style): ParsedCv => {
  const cv = structuredClone(person.cv);
  if (layout === 'hirelane-export') {
    cv.profile = { ...cv.profile, email: '', phone: '', location: '' };
    return cv;
  }
  if (style.dates.format !== 'year') return cv;
  const year = (month: string | null) => (month ? month.slice(0, 4) : null);
  return {
    ...cv,
    experiences: cv.experiences.map((e) => ({
      ...e,
      startDate: year(e.startDate),
      endDate: year(e.endDate),
    })),
    educations: cv.educations.map((e) => ({
      ...e,
      startDate: year(e.startDate),
      endDate: year(e.endDate),
    })),
    certifications: cv.certifications.map((c) => ({ ...c, issueDate: year(c.issueDate) })),
  };
};
