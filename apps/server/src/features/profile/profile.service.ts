import type { Language } from '@hirelane/contract/constants';
import {
  type BasicProfileInput,
  type BasicProfileResponse,
  PROFILE_IMAGE_MAX_PIXELS,
  type ProfileInput,
  type ProfileResponse,
} from '@hirelane/contract/profile';
import type { Clock } from '../../platform/clock.ts';
import { notFound } from '../../platform/http/app-error.ts';
import type { UploadedFile } from '../../platform/http/multipart.ts';
import { processProfileImage } from '../../platform/images/profile-image.ts';
import type { FileStore } from '../../platform/storage/file-store.ts';
import { userArea } from '../../platform/storage/user-areas.ts';
import type { ProfileRepository } from './profile.repository.ts';

type Parsed<T> = { [K in keyof T]-?: Exclude<T[K], undefined> };

export const createProfileService = ({
  repo,
  files,
  clock,
}: {
  repo: ProfileRepository;
  files: FileStore;
  clock: Clock;
}) => {
  const findUser = async (userId: string) => {
    const user = await repo.findUser(userId);
    if (!user) throw notFound('This account no longer exists');
    return user;
  };

  const getFull = async (userId: string): Promise<ProfileResponse> => {
    const user = await findUser(userId);
    const details = await repo.findDetails(userId);
    return {
      firstName: user.first_name,
      lastName: user.last_name,
      headline: details?.headline ?? '',
      summary: details?.summary ?? '',
      phone: details?.phone ?? '',
      email: details?.contact_email ?? '',
      location: details?.location ?? '',
      links: details?.links ?? [],
      dateOfBirth: details?.date_of_birth ?? null,
      hasImage: Boolean(details?.image_key),
      imageUpdatedAt: details?.image_updated_at ?? null,
    };
  };

  return {
    getBasic: async (userId: string): Promise<BasicProfileResponse> => {
      const user = await findUser(userId);
      return {
        firstName: user.first_name,
        lastName: user.last_name,
        email: user.email,
        country: user.country,
        preferredLanguage: user.locale === 'no' ? 'no' : 'en',
      };
    },

    /** Names, country and the language mails are written in. */
    putBasic: async (userId: string, input: BasicProfileInput) => {
      await findUser(userId);
      await repo.updateUser(
        userId,
        {
          first_name: input.firstName,
          last_name: input.lastName,
          country: input.country,
          locale: input.preferredLanguage as Language,
        },
        clock.now(),
      );
    },

    getFull,

    putFull: async (userId: string, input: ProfileInput): Promise<ProfileResponse> => {
      const v = input as Parsed<ProfileInput>;
      await findUser(userId);
      const now = clock.now();
      await repo.updateUser(userId, { first_name: v.firstName, last_name: v.lastName }, now);
      await repo.saveDetails(
        userId,
        {
          headline: v.headline,
          summary: v.summary,
          phone: v.phone,
          contact_email: v.email,
          location: v.location,
          links: v.links,
          date_of_birth: v.dateOfBirth,
        },
        now,
      );
      return getFull(userId);
    },

    /** Replaces the photo with a re-encoded, resized copy of the upload. */
    putImage: async (userId: string, file: UploadedFile): Promise<ProfileResponse> => {
      const processed = await processProfileImage(file.data, PROFILE_IMAGE_MAX_PIXELS);
      const previous = (await repo.findDetails(userId))?.image_key;
      const key = await files.put(userArea('profile-images', userId), processed);
      await repo.setImage(userId, key, clock.now());
      if (previous) await files.remove(previous);
      return getFull(userId);
    },

    removeImage: async (userId: string): Promise<ProfileResponse> => {
      const previous = (await repo.findDetails(userId))?.image_key;
      await repo.setImage(userId, null, clock.now());
      if (previous) await files.remove(previous);
      return getFull(userId);
    },

    getImage: async (userId: string) => {
      const key = (await repo.findDetails(userId))?.image_key;
      if (!key) throw notFound('No profile photo yet');
      return { data: await files.read(key), mimeType: 'image/jpeg' };
    },
  };
};

export type ProfileService = ReturnType<typeof createProfileService>;
