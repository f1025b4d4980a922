import { sharedVideoSigner } from '../../domain/shared-cv/shared-media.ts';
import type { FeatureModule } from '../../platform/http/feature-module.ts';
import { createSharedMediaRepository } from './shared-media.repository.ts';
import { sharedMediaRoutes } from './shared-media.routes.ts';
import { createSharedMediaService } from './shared-media.service.ts';

/** The photo, video and video poster that a share link or a public profile shows. */
export const sharedMediaModule: FeatureModule = {
  name: 'shared-media',
  register: async (api, { db, files, clock, jwtSecret }) => {
    const media = createSharedMediaService({
      repo: createSharedMediaRepository(db),
      db,
      files,
      clock,
      videoUrls: sharedVideoSigner(jwtSecret, clock),
    });
    await api.register(sharedMediaRoutes, { media });
  },
};
