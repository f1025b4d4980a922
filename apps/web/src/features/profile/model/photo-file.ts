import { PROFILE_IMAGE_MAX_BYTES, PROFILE_IMAGE_TYPES } from '@hirelane/contract/profile';

export const PHOTO_ACCEPT = Object.keys(PROFILE_IMAGE_TYPES).join(',');
export const PHOTO_MAX_MB = PROFILE_IMAGE_MAX_BYTES / (1024 * 1024);

export type PhotoProblem = 'type' | 'size' | 'empty';

/**
 * Checks a chosen photo before it is sent (JPEG, PNG or WebP, at most 5 MB). The server checks
 * the bytes again; this only saves the user a pointless upload.
 */
export function checkPhotoFile(file: Pick<File, 'type' | 'size'>): PhotoProblem | null {
  if (!Object.hasOwn(PROFILE_IMAGE_TYPES, file.type)) return 'type';
  if (file.size === 0) return 'empty';
  if (file.size > PROFILE_IMAGE_MAX_BYTES) return 'size';
  return null;
}
