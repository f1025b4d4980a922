import type { Education, EducationInput } from '@hirelane/contract/cv';
import { cvKeys } from './cv-keys.ts';
import { createSectionApi } from './section-api.ts';

/** GET/POST /cv/education, PUT/DELETE /cv/education/{id}. */
export const educationApi = createSectionApi<Education, EducationInput>({
  section: 'education',
  key: cvKeys.education,
  path: '/cv/education',
});
