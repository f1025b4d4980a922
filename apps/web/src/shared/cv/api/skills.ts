import type { SkillsInput, SkillsResponse } from '@hirelane/contract/cv';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../http/http.ts';
import { textOf } from '../../i18n/text-of.ts';
import { cvKeys } from './cv-keys.ts';
import type { ListWrites } from './list-writes.ts';

export type SkillKind = 'personal' | 'professional';

export const skillsOptions = (kind: SkillKind) =>
  queryOptions({
    queryKey: cvKeys.skills(kind),
    queryFn: () => http.get<SkillsResponse>(`/cv/skills/${kind}`),
    select: (response) => response.skills,
    meta: { errorToast: () => textOf('cv', `${kind}.errors.load`) },
  });

/** PUT /cv/skills/{kind}: the whole list replaces the stored one. */
export function saveSkills(kind: SkillKind, input: SkillsInput) {
  return http.put<SkillsResponse>(`/cv/skills/${kind}`, input);
}

/** The change of one skills list: shown at once, and it may wait offline. */
export const skillsWrites = (kind: SkillKind): ListWrites<SkillsResponse, SkillsInput> => ({
  section: kind,
  key: cvKeys.skills(kind),
  mutationKey: ['cv', 'skills', kind, 'save'],
  entryId: `cv-skills-${kind}`,
  save: (input) => saveSkills(kind, input),
  expected: (input) => ({ skills: input.skills }),
});

export function useSkills(kind: SkillKind) {
  return useQuery(skillsOptions(kind));
}
