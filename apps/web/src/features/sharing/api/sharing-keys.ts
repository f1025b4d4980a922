/** One query-key source for the owner's sharing screens. */
export const sharingKeys = {
  shareable: ['sharing', 'shareable'] as const,
  profile: ['sharing', 'public-profile'] as const,
  handleCheck: (handle: string) => ['sharing', 'handle-check', handle] as const,
  /** The owner's videos a link or the profile can play. */
  videoChoices: ['sharing', 'video-choices'] as const,
};
