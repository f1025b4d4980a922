import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db/database.ts';
import { badRequest } from '../../platform/http/app-error.ts';
import { hmac } from '../../platform/security/random.ts';
import { createUrlSigner, type UrlSigner } from '../../platform/security/signed-url.ts';
import type { FileStore } from '../../platform/storage/file-store.ts';
import type { CvSnapshot } from '../cv/cv-snapshot.ts';
import { findOwnVideo, storedKey } from '../videos/video-records.ts';

/** How long a shared video's signed playback or poster URL works (each page load hands out fresh ones). */
const SHARED_VIDEO_URL_TTL_SECONDS = 4 * 60 * 60;
const CHOOSE_OWN_VIDEO = 'Choose one of your videos';
const VIMEO_NOT_SHARED = 'A video on Vimeo cannot be shown here. Choose a video stored in Hirelane.';

/**
 * Signs and checks a shared video's URLs. The videos' own key: a shared video's URL names its link
 * or profile, so it differs from the owner's.
 */
export const sharedVideoSigner = (jwtSecret: string, clock: Clock): UrlSigner =>
  createUrlSigner(hmac(jwtSecret, 'video-urls'), clock, SHARED_VIDEO_URL_TTL_SECONDS);

/** The API path (under /api) of what a link or a public profile shows. */
export const linkBase = (id: string) => `/cv/public/shareable/link/${id}`;
export const profileBase = (handle: string) => `/cv/public/profile/${encodeURIComponent(handle)}`;

/** A shared video's URL path (under /api): the link or profile it was issued for, and the video. */
export const sharedVideoPath = (base: string, videoId: string) =>
  `/api${base}/video/${encodeURIComponent(videoId)}`;

/** The photo's address through a link or handle; its version changes with the photo (fresh in caches). */
export const photoUrl = (publicUrl: URL, base: string, cv: CvSnapshot) =>
  new URL(`/api${base}/photo?v=${Date.parse(cv.contact.photoUpdatedAt ?? '') || 0}`, publicUrl).toString();

/**
 * The video a link or profile plays, by URLs that name that link or profile and the video: they
 * stop working once it is revoked, hidden or points elsewhere (checked on every request), or
 * when their signature expires.
 */
export const presentVideo = async (
  { db, videoUrls, publicUrl }: { db: Db; videoUrls: UrlSigner; publicUrl: URL },
  base: string,
  userId: string,
  videoId: string | null,
) => {
  const video = videoId ? await findOwnVideo(db, userId, videoId) : undefined;
  if (!video || !storedKey(video)) return null;
  const signed = (path: string) => {
    const { expires, signature } = videoUrls.sign(path);
    return new URL(`${path}?expires=${expires}&signature=${signature}`, publicUrl).toString();
  };
  const path = sharedVideoPath(base, video.id);
  return {
    playbackUrl: signed(path),
    posterUrl: video.posterKey ? signed(`${path}/poster`) : null,
  };
};

/** A video chosen for a link or the profile: one of the owner's own, stored here (it plays from this server). */
export const chooseOwnVideo = async (
  db: Db,
  userId: string,
  videoId: string | null,
): Promise<string | null> => {
  if (videoId === null) return null;
  const video = await findOwnVideo(db, userId, videoId);
  if (!video) throw badRequest(CHOOSE_OWN_VIDEO, { videoId: CHOOSE_OWN_VIDEO });
  if (!storedKey(video)) throw badRequest(VIMEO_NOT_SHARED, { videoId: VIMEO_NOT_SHARED });
  return video.id;
};

/** A stored file's bytes; a file gone from the store (deleted meanwhile) is simply not there. */
export const readStoredFile = async (files: FileStore, key: string): Promise<Buffer | null> => {
  try {
    return await files.read(key);
  } catch {
    return null;
  }
};
