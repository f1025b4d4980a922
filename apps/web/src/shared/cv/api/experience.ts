import type { Experience, ExperienceInput } from '@hirelane/contract/cv';
import { cvKeys } from './cv-keys.ts';
import { createSectionApi } from './section-api.ts';

/** GET/POST /cv/experience, PUT/DELETE /cv/experience/{id}. */
export const experienceApi = createSectionApi<Experience, ExperienceInput>({
  section: 'experience',
  key: cvKeys.experience,
  path: '/cv/experience',
});
