import type { JobMatch } from '@hirelane/contract/job-match';
import type { TailoredCv, TailoredCvChanges } from '@hirelane/contract/tailored-cv';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { cvKeys } from '../../../shared/cv/api/cv-keys.ts';
import { saveSkills, skillsOptions } from '../../../shared/cv/api/skills.ts';
import { http } from '../../../shared/http/http.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { toast } from '../../../shared/ui/toast.ts';
import { jobMatchKeys } from './job-match-keys.ts';
import { tailoredPath } from './tailored-cv.ts';

/** GET /jobs/{id}/match: how the main CV meets the job's ad. */
export function fetchJobMatch(jobId: string, signal?: AbortSignal): Promise<JobMatch> {
  return http.get<JobMatch>(`/jobs/${encodeURIComponent(jobId)}/match`, signal ? { signal } : {});
}

/**
 * The match of an open Match tab, read each time the tab shows (the CV may have changed elsewhere)
 * and again in a new interface language, which the server names the requirements in.
 */
export function useJobMatch(jobId: string) {
  const [language] = useLanguage();
  return useQuery({
    queryKey: [...jobMatchKeys.match(jobId), language],
    queryFn: ({ signal }) => fetchJobMatch(jobId, signal),
    staleTime: 0,
  });
}

/** Where a skill from the match goes: this job's tailored CV only, or the main CV (and so every CV). */
export type SkillTarget = 'tailored' | 'main';

/**
 * Adds a missing skill where the user chose. To the main CV: its professional skills as the server
 * has them, plus this one; the skills and the match are read again so the score moves at once. To
 * this job's tailored CV: the version as the server has it (or the main CV as it would be
 * tailored, which this saves as the job's version) with the skill after its own; the main CV, and so
 * the match, stay as they are.
 */
export function useAddSkillToCv(jobId: string) {
  const { t } = useTranslation('jobs');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ skill, target }: { skill: string; target: SkillTarget }) => {
      if (target === 'main') {
        const skills = await queryClient.fetchQuery({ ...skillsOptions('professional'), staleTime: 0 });
        await saveSkills('professional', { skills: [...skills.skills, skill] });
        return;
      }
      const version = await http.get<TailoredCv>(tailoredPath(jobId));
      const saved = await http.put<TailoredCv>(tailoredPath(jobId), {
        headline: version.headline,
        summary: version.summary,
        excludedEntryIds: version.excludedEntryIds,
        entryOrder: version.entryOrder,
        descriptionOverrides: version.descriptionOverrides,
        design: version.design,
        professionalSkills: [...version.cv.professionalSkills, skill],
        hiddenSkillIds: version.hiddenSkillIds,
      } satisfies TailoredCvChanges);
      queryClient.setQueryData(jobMatchKeys.tailored(jobId), saved);
    },
    onSuccess: async (_saved, { skill, target }) => {
      if (target === 'tailored') {
        toast.success(t('match.addedTailored', { skill }));
        return;
      }
      toast.success(t('match.added', { skill }));
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: cvKeys.skills('professional') }),
        queryClient.invalidateQueries({ queryKey: jobMatchKeys.match(jobId) }),
        queryClient.invalidateQueries({ queryKey: jobMatchKeys.matchScores }),
      ]);
    },
    meta: { errorToast: () => t('match.addFailed') },
  });
}
