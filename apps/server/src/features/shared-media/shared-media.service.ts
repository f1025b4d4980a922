import { fileTypeFromBuffer } from 'file-type';
import { findProfileBy } from '../../domain/shared-cv/public-profiles.ts';
import { openLink } from '../../domain/shared-cv/share-links.ts';
import {
  linkBase,
  profileBase,
  readStoredFile,
  sharedVideoPath,
} from '../../domain/shared-cv/shared-media.ts';
import { findOwnVideo, storedKey } from '../../domain/videos/video-records.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db/database.ts';
import { AppError, notFound } from '../../platform/http/app-error.ts';
import { openRanged } from '../../platform/http/ranged-file.ts';
import type { Signature, UrlSigner } from '../../platform/security/signed-url.ts';
import type { FileStore } from '../../platform/storage/file-store.ts';
import type { SharedMediaRepository } from './shared-media.repository.ts';

const NO_PHOTO = 'No photo is shown here';
const NO_VIDEO = 'No video is shown here';

/** What shows a CV to the public: a share link (by its secret id) or a public profile (by its handle). */
export type Holder = 'link' | 'profile';

/** What a link or profile shows of its owner's media. */
type Shown = { userId: string; videoId: string | null; contactFields: readonly string[] };

export type SharedMediaServiceDeps = {
  repo: SharedMediaRepository;
  db: Db;
  files: FileStore;
  clock: Clock;
  /** Checks the playback and poster URLs of a shared video. */
  videoUrls: UrlSigner;
};

/** The photo, video and video poster a share link or public profile shows, to anyone it is shown to. */
export const createSharedMediaService = ({ repo, db, files, clock, videoUrls }: SharedMediaServiceDeps) => {
  const holders: Record<
    Holder,
    { base: (key: string) => string; open: (key: string) => Promise<Shown | null> }
  > = {
    // A link's row is read on every request: 404 unknown, 410 expired.
    link: { base: linkBase, open: (id) => openLink(db, clock.now(), id) },
    // A hidden or unknown profile shows nothing, alike.
    profile: {
      base: (handle) => profileBase(handle.toLowerCase()),
      open: async (handle) => {
        const row = await findProfileBy(db, 'handle', handle.toLowerCase());
        return row?.isVisible ? row : null;
      },
    },
  };

  /** The shared video a signed URL asks for, while its link or profile still shows it; 404 otherwise. */
  const liveVideo = async (
    holder: Holder,
    key: string,
    videoId: string,
    file: '' | '/poster',
    signature: Signature,
  ) => {
    const path = `${sharedVideoPath(holders[holder].base(key), videoId)}${file}`;
    if (!videoUrls.verify(path, signature)) {
      throw new AppError('FORBIDDEN', 'This video link has expired. Open the CV again.');
    }
    const owner = await holders[holder].open(key);
    const video = owner?.videoId === videoId ? await findOwnVideo(db, owner.userId, videoId) : undefined;
    const storageKey = video && storedKey(video);
    if (!video || !storageKey) throw notFound(NO_VIDEO);
    return { ...video, storageKey };
  };

  return {
    /** The photo through a link or visible profile that shows it; 404 when it does not (or there is none). */
    photo: async (holder: Holder, key: string) => {
      const shown = await holders[holder].open(key);
      const photoKey = shown?.contactFields.includes('photo') ? await repo.findPhotoKey(shown.userId) : null;
      const data = photoKey ? await readStoredFile(files, photoKey) : null;
      if (!data) throw notFound(NO_PHOTO);
      return { data, mimeType: 'image/jpeg' };
    },

    /** A shared video's bytes (or one range of them) through the link or profile that plays it. */
    video: async (
      holder: Holder,
      key: string,
      videoId: string,
      signature: Signature,
      rangeHeader?: string,
    ) => {
      const video = await liveVideo(holder, key, videoId, '', signature);
      return { ...(await openRanged(files, video.storageKey, rangeHeader)), mimeType: video.mimeType };
    },

    poster: async (holder: Holder, key: string, videoId: string, signature: Signature) => {
      const video = await liveVideo(holder, key, videoId, '/poster', signature);
      const data = video.posterKey ? await readStoredFile(files, video.posterKey) : null;
      if (!data) throw notFound('This video has no poster');
      return { data, mimeType: (await fileTypeFromBuffer(data))?.mime ?? 'application/octet-stream' };
    },
  };
};

export type SharedMediaService = ReturnType<typeof createSharedMediaService>;
