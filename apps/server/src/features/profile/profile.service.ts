import type { BasicProfileResponse } from '@hirelane/contract/profile';
import { notFound } from '../../platform/http/app-error.ts';
import type { ProfileRepository } from './profile.repository.ts';

export const createProfileService = (repo: ProfileRepository) => ({
  getBasic: async (userId: string): Promise<BasicProfileResponse> => {
    const row = await repo.findBasic(userId);
    if (!row) throw notFound('This account no longer exists');
    return { firstName: row.first_name, lastName: row.last_name, email: row.email, country: row.country };
  },
});

export type ProfileService = ReturnType<typeof createProfileService>;
