/** Query keys of the videos feature: one list, read by the grid, the player and the upload. */
export const videoKeys = {
  all: ['videos'] as const,
  list: ['videos', 'list'] as const,
};
