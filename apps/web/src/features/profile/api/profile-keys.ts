import { basicProfileKey } from '../../../shared/resources/basic-profile.ts';
import { profileImageKey, profileKey } from '../../../shared/resources/profile.ts';

/** One source of truth for the account pages' query keys (the full profile's is shared with the CV import). */
export const profileKeys = {
  all: ['profile'] as const,
  basic: basicProfileKey,
  full: profileKey,
  image: profileImageKey,
};
