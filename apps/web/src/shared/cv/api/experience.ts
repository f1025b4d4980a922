import type { Experience, ExperienceInput } from '@hirelane/contract/cv';
import { textOf } from '../../i18n/text-of.ts';
import { cvKeys } from './cv-keys.ts';
import { createSectionApi } from './section-api.ts';

/** "Barista at Kaffebrenneriet": an experience entry's name in a toast. */
const experienceName = ({ title, company }: Pick<Experience, 'title' | 'company'>): string =>
  textOf('cv', 'experience.entryName', { title, company }) ?? `${title}, ${company}`;

/** GET/POST /cv/experience, PUT/DELETE /cv/experience/{id}. */
export const experienceApi = createSectionApi<Experience, ExperienceInput>({
  section: 'experience',
  key: cvKeys.experience,
  path: '/cv/experience',
  idOf: (entry) => entry.userExperienceId,
  nameOf: experienceName,
  apply: (_entry, id, input) => {
    const isCurrent = input.isCurrent ?? false;
    return {
      userExperienceId: id,
      title: input.title,
      company: input.company,
      location: input.location ?? null,
      employmentType: input.employmentType ?? null,
      startDate: input.startDate,
      endDate: isCurrent ? null : (input.endDate ?? null),
      isCurrent,
      description: input.description ?? null,
    };
  },
});
