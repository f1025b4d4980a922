/** One source of truth for the account pages' query keys. */
export const profileKeys = {
  all: ['profile'] as const,
  basic: ['profile', 'basic'] as const,
  full: ['profile', 'full'] as const,
  /** The photo's bytes, per version (imageUpdatedAt): a new upload is a new key. */
  image: (version: string) => ['profile', 'image', version] as const,
};
