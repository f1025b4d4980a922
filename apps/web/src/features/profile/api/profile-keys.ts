import { profileKey } from '../../../shared/resources/profile.ts';

/** One source of truth for the account pages' query keys (the full profile's is shared with the CV import). */
export const profileKeys = {
  all: ['profile'] as const,
  basic: ['profile', 'basic'] as const,
  full: profileKey,
  /** The photo's bytes, per version (imageUpdatedAt): a new upload is a new key. */
  image: (version: string) => ['profile', 'image', version] as const,
};
