import { profileImageKey, profileKey } from '../../../shared/resources/profile.ts';

/** One source of truth for the account pages' query keys (the full profile's is shared with the CV import). */
export const profileKeys = {
  all: ['profile'] as const,
  basic: ['profile', 'basic'] as const,
  full: profileKey,
  image: profileImageKey,
};
