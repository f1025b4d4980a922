import { type Language, languageOrDefault } from '@hirelane/contract/constants';
import {
  type BasicProfileInput,
  type BasicProfileResponse,
  PROFILE_IMAGE_MAX_PIXELS,
  type ProfileResponse,
  type profileInput,
} from '@hirelane/contract/profile';
import type { z } from 'zod';
import type { Clock } from '../../platform/clock.ts';
import { notFound, orNotFound } from '../../platform/http/app-error.ts';
import type { UploadedFile } from '../../platform/http/multipart.ts';
import { processProfileImage } from '../../platform/images/profile-image.ts';
import type { FileStore } from '../../platform/storage/file-store.ts';
import { userArea } from '../../platform/storage/user-areas.ts';
import type { ProfileRepository } from './profile.repository.ts';

/** The profile as the route's schema leaves it: trimmed, defaults filled. */
type ParsedProfile = z.output<typeof profileInput>;

export const createProfileService = ({
  repo,
  files,
  clock,
}: {
  repo: ProfileRepository;
  files: FileStore;
  clock: Clock;
}) => {
  const findUser = (userId: string) => orNotFound(repo.findUser(userId), 'This account no longer exists');

  const getFull = async (userId: string): Promise<ProfileResponse> => {
    const user = await findUser(userId);
    const details = await repo.findDetails(userId);
    return {
      firstName: user.firstName,
      lastName: user.lastName,
      headline: details?.headline ?? '',
      summary: details?.summary ?? '',
      phone: details?.phone ?? '',
      email: details?.contactEmail ?? '',
      location: details?.location ?? '',
      links: details?.links ?? [],
      dateOfBirth: details?.dateOfBirth ?? null,
      hasImage: Boolean(details?.imageKey),
      imageUpdatedAt: details?.imageUpdatedAt ?? null,
    };
  };

  const getBasic = async (userId: string): Promise<BasicProfileResponse> => {
    const user = await findUser(userId);
    return {
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      country: user.country,
      preferredLanguage: languageOrDefault(user.locale),
      showMatchScores: user.showMatchScores,
    };
  };

  return {
    getBasic,

    /** Names, country, the language mails are written in and, when given, the board's match scores. */
    putBasic: async (userId: string, input: BasicProfileInput): Promise<BasicProfileResponse> => {
      await findUser(userId);
      await repo.updateUser(
        userId,
        {
          firstName: input.firstName,
          lastName: input.lastName,
          country: input.country,
          locale: input.preferredLanguage as Language,
          ...(input.showMatchScores === undefined ? {} : { showMatchScores: input.showMatchScores }),
        },
        clock.now(),
      );
      return getBasic(userId);
    },

    getFull,

    putFull: async (userId: string, input: ParsedProfile): Promise<ProfileResponse> => {
      await findUser(userId);
      const now = clock.now();
      await repo.updateUser(userId, { firstName: input.firstName, lastName: input.lastName }, now);
      await repo.saveDetails(
        userId,
        {
          headline: input.headline,
          summary: input.summary,
          phone: input.phone,
          contactEmail: input.email,
          location: input.location,
          links: input.links,
          dateOfBirth: input.dateOfBirth,
        },
        now,
      );
      return getFull(userId);
    },

    /** Replaces the photo with a re-encoded, resized copy of the upload. */
    putImage: async (userId: string, file: UploadedFile): Promise<ProfileResponse> => {
      const processed = await processProfileImage(file.data, PROFILE_IMAGE_MAX_PIXELS);
      const previous = (await repo.findDetails(userId))?.imageKey;
      const key = await files.put(userArea('profile-images', userId), processed);
      await repo.setImage(userId, key, clock.now());
      if (previous) await files.remove(previous);
      return getFull(userId);
    },

    removeImage: async (userId: string): Promise<ProfileResponse> => {
      const previous = (await repo.findDetails(userId))?.imageKey;
      await repo.setImage(userId, null, clock.now());
      if (previous) await files.remove(previous);
      return getFull(userId);
    },

    getImage: async (userId: string) => {
      const key = (await repo.findDetails(userId))?.imageKey;
      if (!key) throw notFound('No profile photo yet');
      return { data: await files.read(key), mimeType: 'image/jpeg' };
    },
  };
};

export type ProfileService = ReturnType<typeof createProfileService>;
