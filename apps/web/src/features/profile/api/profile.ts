import type { BasicProfileResponse, ProfileInput, ProfileResponse } from '@hirelane/contract/profile';
import { http } from '../../../shared/http/http.ts';
import { useCacheMutation } from '../../../shared/http/use-cache-mutation.ts';
import { textOf } from '../../../shared/i18n/text-of.ts';
import { profileKeys } from './profile-keys.ts';

/** PUT /jobs/application/profile; answers the saved profile. */
export function updateProfile(input: ProfileInput): Promise<ProfileResponse> {
  return http.put<ProfileResponse>('/jobs/application/profile', input);
}

export function useUpdateProfile() {
  return useCacheMutation(
    profileKeys.full,
    updateProfile,
    (saved, queryClient) => {
      // The names are the account's names: the menu shows them at once.
      queryClient.setQueryData<BasicProfileResponse>(profileKeys.basic, (basic) =>
        basic ? { ...basic, firstName: saved.firstName, lastName: saved.lastName } : basic,
      );
    },
    () => textOf('account', 'profile.saveFailed'),
  );
}
