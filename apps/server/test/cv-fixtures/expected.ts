import type { ParsedCv } from '@hirelane/contract/cv-import';
import type { Person } from './person.ts';
import type { Style } from './render/style.ts';

/**
 * What a document shows, as the parser should return it. The person's CV, except:
 * - a year-only period reads as January to December: "2017 – 2020" → 2017-01 … 2020-12, and a
 *   certification dated "2019" → 2019-01;
 * - Hirelane's export prints no email, phone or location, so those are empty.
 */
export const expectedFor = (person: Person, layout: string, style: Style): ParsedCv => {
  const cv = structuredClone(person.cv);
  if (layout === 'hirelane-export') {
    cv.profile = { ...cv.profile, email: '', phone: '', location: '' };
    return cv;
  }
  if (style.dates.format !== 'year') return cv;
  const year = (month: string | null, end: boolean) =>
    month ? `${month.slice(0, 4)}-${end ? '12' : '01'}` : null;
  return {
    ...cv,
    experiences: cv.experiences.map((e) => ({
      ...e,
      startDate: year(e.startDate, false),
      endDate: year(e.endDate, true),
    })),
    educations: cv.educations.map((e) => ({
      ...e,
      startDate: year(e.startDate, false),
      endDate: year(e.endDate, true),
    })),
    certifications: cv.certifications.map((c) => ({ ...c, issueDate: year(c.issueDate, false) })),
  };
};
