import type { BasicProfileResponse } from '@hirelane/contract/profile';
import { queryOptions } from '@tanstack/react-query';
import { http } from '../http/http.ts';

/**
 * The basic profile's one query key (GET /jobs/application/profile/basic): the account menu and
 * pages read it, and the board reads its `showMatchScores`; every sign-in loads it.
 */
export const basicProfileKey = ['profile', 'basic'] as const;

/** GET /jobs/application/profile/basic: who is signed in (names, country, mail language, board choices). */
export const basicProfileQuery = () =>
  queryOptions({
    queryKey: basicProfileKey,
    queryFn: () => http.get<BasicProfileResponse>('/jobs/application/profile/basic'),
    staleTime: 5 * 60_000,
  });
