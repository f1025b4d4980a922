import { sharedVideoSigner } from '../../domain/shared-cv/shared-media.ts';
import { routesModule } from '../../platform/http/feature-module.ts';
import { createSharedMediaRepository } from './shared-media.repository.ts';
import { sharedMediaRoutes } from './shared-media.routes.ts';
import { createSharedMediaService } from './shared-media.service.ts';

/** The photo, video and video poster that a share link or a public profile shows. */
export const sharedMediaModule = routesModule(
  'shared-media',
  sharedMediaRoutes,
  ({ db, files, clock, jwtSecret }) => ({
    media: createSharedMediaService({
      repo: createSharedMediaRepository(db),
      db,
      files,
      clock,
      videoUrls: sharedVideoSigner(jwtSecret, clock),
    }),
  }),
);
