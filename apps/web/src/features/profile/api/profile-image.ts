import type { ProfileResponse } from '@hirelane/contract/profile';
import { http } from '../../../shared/http/http.ts';
import { useCacheMutation } from '../../../shared/http/use-cache-mutation.ts';
import { textOf } from '../../../shared/i18n/text-of.ts';
import { profileKeys } from './profile-keys.ts';

const IMAGE_PATH = '/jobs/application/profile/image';

/** PUT /jobs/application/profile/image: multipart part `file`, with upload progress 0…1. */
export function uploadProfileImage(
  file: File,
  onProgress?: (fraction: number) => void,
): Promise<ProfileResponse> {
  const form = new FormData();
  form.append('file', file, file.name);
  return http.put<ProfileResponse>(IMAGE_PATH, form, onProgress ? { onUploadProgress: onProgress } : {});
}

/** DELETE /jobs/application/profile/image. */
export function removeProfileImage(): Promise<ProfileResponse> {
  return http.delete<ProfileResponse>(IMAGE_PATH);
}

export function useUploadProfileImage(onProgress: (fraction: number) => void) {
  return useCacheMutation(
    profileKeys.full,
    (file: File) => uploadProfileImage(file, onProgress),
    undefined,
    () => textOf('account', 'photo.uploadFailed'),
  );
}

export function useRemoveProfileImage() {
  return useCacheMutation(
    profileKeys.full,
    removeProfileImage,
    (_saved, queryClient) => {
      queryClient.removeQueries({ queryKey: [...profileKeys.all, 'image'] });
    },
    () => textOf('account', 'photo.removeFailed'),
  );
}
