/**
 * Every place a user's files live: `<area>/<userId>/…`. Deleting an account removes each area,
 * so a feature that stores files adds its area here (and uses userArea to build its keys).
 */
export const USER_FILE_AREAS = ['jobs', 'certificates', 'profile-images', 'videos'] as const;
export type UserFileArea = (typeof USER_FILE_AREAS)[number];

export const userArea = (area: UserFileArea, userId: string): string => `${area}/${userId}`;
