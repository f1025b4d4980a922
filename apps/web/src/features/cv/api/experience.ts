import type { Experience, ExperienceInput } from '@hirelane/contract/cv';
import { cvKeys } from './cv-keys.ts';
import { createSectionApi } from './section-api.ts';

/** GET/POST /cv/experience, PUT/DELETE /cv/experience/{id}. */
export const experienceApi = createSectionApi<Experience, ExperienceInput>({
  section: 'experience',
  key: cvKeys.experience,
  path: '/cv/experience',
  messages: (t) => ({
    load: t('experience.errors.load'),
    save: t('experience.errors.save'),
    delete: t('experience.errors.delete'),
    saved: t('experience.saved'),
    deleted: t('experience.deleted'),
  }),
});
