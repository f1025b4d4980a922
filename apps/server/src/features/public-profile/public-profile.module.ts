import { handleParams, publicProfile } from '@hirelane/contract/sharing';
import { createCvOutput } from '../../domain/cv/cv-output.ts';
import { sharedVideoSigner } from '../../domain/shared-cv/shared-media.ts';
import { type FeatureContext, type FeatureModule, routesModule } from '../../platform/http/feature-module.ts';
import { pageParams } from '../../platform/http/public-pages.ts';
import { createPublicProfileRepository } from './public-profile.repository.ts';
import { publicProfileRoutes, publicProfileSettingsRoutes } from './public-profile.routes.ts';
import { createPublicProfileService } from './public-profile.service.ts';
import { registerSearchEngineRoutes } from './search-engines.routes.ts';

const profilesOf = ({ db, files, clock, config, jwtSecret }: FeatureContext) =>
  createPublicProfileService({
    repo: createPublicProfileRepository(db),
    db,
    clock,
    publicUrl: config.publicUrl,
    videoUrls: sharedVideoSigner(jwtSecret, clock),
    output: createCvOutput({ db, files }),
  });

/** The public profile's settings: handle, visibility, sections, contact details, video and tags. */
export const publicProfileModule = routesModule('public-profile', publicProfileSettingsRoutes, (context) => ({
  profiles: profilesOf(context),
}));

/**
 * What anyone sees of a public profile: its API answer, its page at /u/{handle}, and what search
 * engines read (robots.txt, the sitemap). A module of its own so the API reference lists the call
 * where it always has, after the shared media.
 */
export const publicProfilePagesModule: FeatureModule = {
  name: 'public-profile-pages',
  register: async (api, context) => {
    const profiles = profilesOf(context);
    await api.register(publicProfileRoutes, { profiles });
    // At the site's root, outside /api: robots.txt and the sitemap of opted-in profiles.
    registerSearchEngineRoutes(context.app, { profiles });
    // The same answer as the public API route, through its contract schema, as a whole page.
    context.pages.add({
      path: '/u/:handle',
      page: 'profile',
      load: async (params) => {
        const { handle } = pageParams(handleParams, params);
        return {
          page: 'profile',
          handle,
          data: publicProfile.parse(await profiles.openPublicProfile(handle)),
        };
      },
    });
  },
};
