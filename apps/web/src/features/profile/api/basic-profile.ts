import type { BasicProfileInput, BasicProfileResponse } from '@hirelane/contract/profile';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { http } from '../../../shared/http/http.ts';
import { useCacheMutation } from '../../../shared/http/use-cache-mutation.ts';
import { textOf } from '../../../shared/i18n/text-of.ts';
import { basicProfileQuery } from '../../../shared/resources/basic-profile.ts';
import { getSession, subscribeSession } from '../../../shared/session/session-store.ts';
import { profileKeys } from './profile-keys.ts';

/** PUT /jobs/application/profile/basic; answers the saved basic profile. */
export function updateBasicProfile(input: BasicProfileInput): Promise<BasicProfileResponse> {
  return http.put<BasicProfileResponse>('/jobs/application/profile/basic', input);
}

export function useUpdateBasicProfile() {
  return useCacheMutation(
    profileKeys.basic,
    updateBasicProfile,
    (_saved, queryClient) => {
      void queryClient.invalidateQueries({ queryKey: profileKeys.full });
    },
    () => textOf('account', 'settings.saveFailed'),
  );
}

/**
 * Every sign-in and every refresh loads the user's profile. Watches the session and
 * fetches the basic profile into the cache whenever a new access token arrives (login, social
 * callback, refresh); the cache itself is emptied when the session ends.
 */
export function useLoadProfileOnSignIn(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    let lastToken: string | null = null;
    const load = () => {
      const { accessToken, isAuthenticated } = getSession();
      if (accessToken === lastToken) return;
      lastToken = accessToken;
      if (!isAuthenticated || !accessToken) return;
      // A failure only leaves the menu on the idToken's name; the profile page shows its own error.
      queryClient.fetchQuery({ ...basicProfileQuery(), staleTime: 0 }).catch(() => undefined);
    };
    load();
    return subscribeSession(load);
  }, [queryClient]);
}
