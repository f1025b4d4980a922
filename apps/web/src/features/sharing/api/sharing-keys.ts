/** One query-key source for the owner's sharing screens. */
export const sharingKeys = {
  shareable: ['sharing', 'shareable'] as const,
  profile: ['sharing', 'public-profile'] as const,
  handleCheck: (handle: string) => ['sharing', 'handle-check', handle] as const,
};
