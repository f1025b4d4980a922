import type { SkillsInput, SkillsResponse } from '@hirelane/contract/cv';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { http } from '../../http/http.ts';
import { useCacheMutation } from '../../http/use-cache-mutation.ts';
import { textOf } from '../../i18n/text-of.ts';
import { toast } from '../../ui/toast.ts';
import { cvKeys } from './cv-keys.ts';

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

export function useSkills(kind: SkillKind) {
  return useQuery(skillsOptions(kind));
}

export function useSaveSkills(kind: SkillKind) {
  const { t } = useTranslation('cv');
  return useCacheMutation(
    cvKeys.skills(kind),
    (input: SkillsInput) => saveSkills(kind, input),
    () => toast.success(t(`${kind}.saved`)),
    () => textOf('cv', `${kind}.errors.save`),
  );
}
