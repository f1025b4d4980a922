import type { JobMatch } from '@hirelane/contract/job-match';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { cvKeys } from '../../../shared/cv/api/cv-keys.ts';
import { saveSkills, skillsOptions } from '../../../shared/cv/api/skills.ts';
import { http } from '../../../shared/http/http.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { toast } from '../../../shared/ui/toast.ts';
import { jobKeys } from './job-keys.ts';

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
    queryKey: [...jobKeys.match(jobId), language],
    queryFn: ({ signal }) => fetchJobMatch(jobId, signal),
    staleTime: 0,
  });
}

/**
 * Adds a missing skill to the main CV's professional skills (the list as the server has it, plus
 * this one), then re-reads the skills and the match so the score moves at once.
 */
export function useAddSkillToCv(jobId: string) {
  const { t } = useTranslation('jobs');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (skill: string) => {
      const skills = await queryClient.fetchQuery({ ...skillsOptions('professional'), staleTime: 0 });
      return saveSkills('professional', { skills: [...skills.skills, skill] });
    },
    onSuccess: async (_saved, skill) => {
      toast.success(t('match.added', { skill }));
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: cvKeys.skills('professional') }),
        queryClient.invalidateQueries({ queryKey: jobKeys.match(jobId) }),
        queryClient.invalidateQueries({ queryKey: jobKeys.matchScores }),
      ]);
    },
    meta: { errorToast: () => t('match.addFailed') },
  });
}
