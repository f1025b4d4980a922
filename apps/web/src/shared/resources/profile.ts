import type { ProfileResponse } from '@hirelane/contract/profile';
import { queryOptions } from '@tanstack/react-query';
import { http } from '../http/http.ts';

/**
 * The full profile's one query key (GET /jobs/application/profile), read by the profile page and
 * by the CV import (which fields an import would replace); the profile feature's saves write it.
 */
export const profileKey = ['profile', 'full'] as const;

/** GET /jobs/application/profile: the full profile. */
export function fetchProfile(): Promise<ProfileResponse> {
  return http.get<ProfileResponse>('/jobs/application/profile');
}

/** The profile's query. A failure toasts nothing: the profile page says it in place. */
export function profileQueryOptions() {
  return queryOptions({ queryKey: profileKey, queryFn: () => fetchProfile() });
}

/** The photo's bytes, per version (imageUpdatedAt): a new upload is a new key. */
export const profileImageKey = (version: string) => ['profile', 'image', version] as const;

/**
 * GET /jobs/application/profile/image with the bearer token, as bytes for an object URL: the
 * account page shows it, and the CV preview draws it where the CV's photo goes.
 */
export const profileImageOptions = (version: string) =>
  queryOptions({
    queryKey: profileImageKey(version),
    queryFn: () => http.get<Blob>('/jobs/application/profile/image', { responseType: 'blob' }),
    staleTime: Number.POSITIVE_INFINITY,
  });
