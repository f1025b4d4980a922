import type { FeatureModule } from '../../platform/http/feature-module.ts';
import { hmac } from '../../platform/security/random.ts';
import { createUrlSigner } from '../../platform/security/signed-url.ts';
import { createVideosRepository } from './videos.repository.ts';
import { videoFileRoutes, videoRoutes } from './videos.routes.ts';
import { createVideosService } from './videos.service.ts';
import { createVimeoClient } from './vimeo-client.ts';

/** How long a signed playback or poster URL works (the list hands out fresh ones). */
const VIDEO_URL_TTL_SECONDS = 4 * 60 * 60;

/** Self-introduction videos (Premium): upload, list, rename, delete and play. */
export const videosModule: FeatureModule = {
  name: 'videos',
  register: async (api, { db, files, clock, config, jwtSecret }) => {
    const videos = {
      videos: createVideosService({
        repo: createVideosRepository(db),
        files,
        vimeo: config.videos.vimeo && createVimeoClient(config.videos.vimeo),
        clock,
        urls: createUrlSigner(hmac(jwtSecret, 'video-urls'), clock, VIDEO_URL_TTL_SECONDS),
        maxBytes: config.videos.maxBytes,
      }),
      maxBytes: config.videos.maxBytes,
    };
    await api.register(videoRoutes, videos);
    await api.register(videoFileRoutes, videos);
  },
};
