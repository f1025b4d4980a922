import type { Education, EducationInput } from '@hirelane/contract/cv';
import { cvKeys } from './cv-keys.ts';
import { createSectionApi } from './section-api.ts';

/** GET/POST /cv/education, PUT/DELETE /cv/education/{id}. */
export const educationApi = createSectionApi<Education, EducationInput>({
  section: 'education',
  key: cvKeys.education,
  path: '/cv/education',
  idOf: (entry) => entry.userEducationId,
  nameOf: (entry) => entry.school,
  apply: (_entry, id, input) => ({
    userEducationId: id,
    school: input.school,
    degree: input.degree ?? null,
    field: input.field ?? null,
    startDate: input.startDate,
    endDate: input.endDate ?? null,
    grade: input.grade ?? null,
    description: input.description ?? null,
  }),
});
