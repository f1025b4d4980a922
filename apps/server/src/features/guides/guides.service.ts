import { GUIDES, type Guide, type GuidesResponse } from '@hirelane/contract/guides';
import type { Clock } from '../../platform/clock.ts';
import type { GuidesRepository } from './guides.repository.ts';

export const createGuidesService = ({ repo, clock }: { repo: GuidesRepository; clock: Clock }) => ({
  get: async (userId: string): Promise<GuidesResponse> => {
    const done = new Set(await repo.completed(userId));
    return Object.fromEntries(GUIDES.map((guide) => [guide, done.has(guide)])) as GuidesResponse;
  },
  complete: async (userId: string, guide: Guide) => {
    await repo.complete(userId, guide, clock.now());
    return { message: 'Guide hidden' };
  },
});

export type GuidesService = ReturnType<typeof createGuidesService>;
