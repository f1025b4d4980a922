import type { LanguageSkill } from '@hirelane/contract/cv';
import type { Clock } from '../../platform/clock.ts';
import type { ListsRepository } from './lists.repository.ts';

/** Skills and languages: lists the user replaces as a whole (the contract already de-duplicated them). */
export const createListsService = ({ repo, clock }: { repo: ListsRepository; clock: Clock }) => ({
  getSkills: async (userId: string, kind: 'personal' | 'professional') => ({
    skills: await repo.get<string>(userId, kind),
  }),
  putSkills: async (userId: string, kind: 'personal' | 'professional', skills: string[]) => {
    await repo.put(userId, kind, skills, clock.now());
    return { skills };
  },
  getLanguages: async (userId: string) => ({ languages: await repo.get<LanguageSkill>(userId, 'languages') }),
  putLanguages: async (userId: string, languages: LanguageSkill[]) => {
    await repo.put(userId, 'languages', languages, clock.now());
    return { languages };
  },
});

export type ListsService = ReturnType<typeof createListsService>;
