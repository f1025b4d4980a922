import type { Readable } from 'node:stream';
import {
  VIDEO_STORAGE_SERVICES,
  VIDEO_UPLOAD_DEFAULTS,
  type Video,
  type videoUploadRequest,
} from '@hirelane/contract/videos';
import { fileTypeFromBuffer } from 'file-type';
import type { z } from 'zod';
import type { VideoLocation, VideoRecord } from '../../domain/videos/video-records.ts';
import type { Clock } from '../../platform/clock.ts';
import { AppError, badRequest, notFound, orNotFound } from '../../platform/http/app-error.ts';
import type { UploadedFile } from '../../platform/http/multipart.ts';
import { openRanged } from '../../platform/http/ranged-file.ts';
import { newId } from '../../platform/security/random.ts';
import type { Signature, UrlSigner } from '../../platform/security/signed-url.ts';
import type { FileStore } from '../../platform/storage/file-store.ts';
import { userArea } from '../../platform/storage/user-areas.ts';
import { checkedVideo, pourChecked } from './video-stream.ts';
import type { VideosRepository } from './videos.repository.ts';
import type { VimeoClient } from './vimeo-client.ts';

type UploadInput = z.output<typeof videoUploadRequest>;

export type VideosServiceDeps = {
  repo: VideosRepository;
  files: FileStore;
  vimeo: VimeoClient | null;
  clock: Clock;
  urls: UrlSigner;
  maxBytes: number;
};

/**
 * The description a video keeps: the web app has no description field and sends a fixed word
 * (the upload's default) in its place, which nobody typed, so that word is kept as no description
 * (here and on Vimeo). Any other text is the sender's own and is kept as sent.
 */
const ownDescription = (description: string): string =>
  description === VIDEO_UPLOAD_DEFAULTS.description ? '' : description;

/** A video's bytes, stored but not yet recorded: kept only if the rest of the upload succeeds. */
export type StoredVideo = { location: VideoLocation; mimeType: string; size: number };

export const playbackPath = (id: string): string => `/api/video/play/${id}`;
export const posterPath = (id: string): string => `/api/video/poster/${id}`;

const withSignature = (path: string, { expires, signature }: Signature) =>
  `${path}?expires=${expires}&signature=${signature}`;

/** Rules of the user's videos: streamed uploads, owner-scoped changes, signed playback. */
export const createVideosService = ({ repo, files, vimeo, clock, urls, maxBytes }: VideosServiceDeps) => {
  const present = (video: VideoRecord): Video => ({
    id: video.id,
    name: video.name,
    description: video.description,
    videoCategoryId: video.categoryId,
    videoStorageServiceId:
      video.location.service === 'vimeo' ? VIDEO_STORAGE_SERVICES.vimeo : VIDEO_STORAGE_SERVICES.builtIn,
    mimeType: video.mimeType,
    size: video.size,
    durationSeconds: video.durationSeconds,
    posterUrl: video.posterKey ? withSignature(posterPath(video.id), urls.sign(posterPath(video.id))) : null,
    playbackUrl:
      video.location.service === 'vimeo'
        ? video.location.embedUrl
        : withSignature(playbackPath(video.id), urls.sign(playbackPath(video.id))),
    createdAt: video.createdAt,
  });

  const owned = (userId: string, id: string): Promise<VideoRecord> =>
    orNotFound(repo.find(userId, id), 'Video not found');

  /** Removes a video's bytes wherever they are (a missing object is not an error). */
  const discard = async (location: VideoLocation, posterKey: string | null): Promise<void> => {
    if (location.service === 'vimeo') await vimeo?.remove(location.vimeoId);
    else await files.remove(location.key);
    if (posterKey) await files.remove(posterKey);
  };

  const signed = async (id: string, path: string, signature: Signature) => {
    if (!urls.verify(path, signature)) {
      throw new AppError('FORBIDDEN', 'This link has expired. Open the video from your list again.');
    }
    return orNotFound(repo.findById(id), 'Video not found');
  };

  return {
    present,

    list: async (userId: string): Promise<Video[]> => (await repo.listByUser(userId)).map(present),

    /**
     * Streams the video to its storage while checking its format and size; on any failure
     * (refused, too large, aborted) nothing is kept and the error is passed on.
     */
    store: async (userId: string, input: UploadInput, source: Readable): Promise<StoredVideo> => {
      if (input.videoStorageServiceId === VIDEO_STORAGE_SERVICES.vimeo) {
        if (!vimeo) {
          throw badRequest('Vimeo is not set up here. Upload to storage service 1.', {
            videoStorageServiceId: 'Choose storage service 1',
          });
        }
        const size = input.size;
        if (!size) throw badRequest("Send the file's size for a Vimeo upload", { size: 'Required' });
        const check = checkedVideo(maxBytes, size);
        const uploaded = await pourChecked(source, check.stream, (checked) =>
          vimeo.upload({ name: input.name, description: ownDescription(input.description), size }, checked),
        );
        return {
          location: { service: 'vimeo', ...uploaded },
          mimeType: await check.format,
          size: check.bytes(),
        };
      }
      const check = checkedVideo(maxBytes);
      // The request's bytes flow through the check into the store; a failure of either side
      // fails both (and the store keeps nothing).
      const { key, size } = await pourChecked(source, check.stream, (checked) =>
        files.putStream(userArea('videos', userId), checked, 'application/octet-stream'),
      );
      return { location: { service: 'built-in', key }, mimeType: await check.format, size };
    },

    discard: (stored: StoredVideo) => discard(stored.location, null),

    /** Records a stored video with its poster; the caller discards `stored` if this fails. */
    save: async (
      userId: string,
      input: UploadInput,
      stored: StoredVideo,
      poster: UploadedFile | undefined,
    ): Promise<Video> => {
      const posterKey = poster
        ? await files.put(userArea('videos', userId), poster.data, poster.mimeType)
        : null;
      const video: VideoRecord = {
        id: newId(),
        userId,
        name: input.name,
        description: ownDescription(input.description),
        categoryId: input.videoCategoryId,
        location: stored.location,
        posterKey,
        mimeType: stored.mimeType,
        size: stored.size,
        durationSeconds: input.durationSeconds,
        createdAt: clock.now().toISOString(),
      };
      try {
        await repo.insert(video);
      } catch (error) {
        if (posterKey) await files.remove(posterKey);
        throw error;
      }
      return present(video);
    },

    rename: async (userId: string, id: string, name: string): Promise<Video> => {
      const video = await owned(userId, id);
      if (video.location.service === 'vimeo') await vimeo?.rename(video.location.vimeoId, name);
      await repo.rename(userId, id, name);
      return present({ ...video, name });
    },

    remove: async (userId: string, id: string): Promise<void> => {
      const video = await owned(userId, id);
      await repo.remove(userId, id);
      await discard(video.location, video.posterKey);
    },

    /** The bytes a signed playback URL asks for: the whole video or one range of it. */
    openPlayback: async (id: string, signature: Signature, rangeHeader: string | undefined) => {
      const video = await signed(id, playbackPath(id), signature);
      if (video.location.service !== 'built-in') throw notFound('This video plays on Vimeo');
      return { ...(await openRanged(files, video.location.key, rangeHeader)), mimeType: video.mimeType };
    },

    openPoster: async (id: string, signature: Signature) => {
      const video = await signed(id, posterPath(id), signature);
      if (!video.posterKey) throw notFound('This video has no poster');
      const data = await files.read(video.posterKey);
      return { data, mimeType: (await fileTypeFromBuffer(data))?.mime ?? 'application/octet-stream' };
    },
  };
};

export type VideosService = ReturnType<typeof createVideosService>;
