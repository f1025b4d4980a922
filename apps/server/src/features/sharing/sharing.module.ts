import type { PublicPageContent } from '@hirelane/contract/public-page';
import { handleParams, publicProfile, publicShareableCv, shareableParams } from '@hirelane/contract/sharing';
import { createDesignSettingsStore } from '../../platform/cv/design-settings.ts';
import { createTailoredVersions } from '../../platform/cv/tailored-versions.ts';
import type { FeatureModule } from '../../platform/http/feature-module.ts';
import { pageParams } from '../../platform/http/public-pages.ts';
import { hmac } from '../../platform/security/random.ts';
import { createUrlSigner } from '../../platform/security/signed-url.ts';
import { cvDesignRoutes } from './cv-design.routes.ts';
import { registerSearchEngineRoutes } from './search-engines.routes.ts';
import { createSharingRepository } from './sharing.repository.ts';
import { publicSharingRoutes, sharingRoutes } from './sharing.routes.ts';
import { createSharingService } from './sharing.service.ts';
import { createViewTally } from './view-tally.ts';

/** How long a shared video's signed playback or poster URL works (each page load hands out fresh ones). */
const SHARED_VIDEO_URL_TTL_SECONDS = 4 * 60 * 60;
/**
 * How often the links' views are written: the owner's figure on another instance of the app lags
 * by at most this much (on this one it counts what is not written yet).
 */
const VIEW_WRITE_INTERVAL_MS = 2000;

/** Shareable CV links, the CV's designs and PDF, and the public profile. */
export const sharingModule: FeatureModule = {
  name: 'sharing',
  register: async (api, { app, db, files, clock, config, jwtSecret, pages, log }) => {
    const designs = createDesignSettingsStore(db);
    const repo = createSharingRepository(db);
    const views = createViewTally({
      write: repo.addViews,
      intervalMs: VIEW_WRITE_INTERVAL_MS,
      onError: (error) => log.error({ err: error }, 'could not write the shared links’ views'),
    });
    // Closing writes the views counted since the last write, before the database closes.
    app.addHook('onClose', () => views.close());
    const sharing = createSharingService({
      repo,
      files,
      clock,
      publicUrl: config.publicUrl,
      // The videos' own key: a shared video's URL names its link or profile, so it differs from the owner's.
      videoUrls: createUrlSigner(hmac(jwtSecret, 'video-urls'), clock, SHARED_VIDEO_URL_TTL_SECONDS),
      designs,
      versions: createTailoredVersions(db),
      views,
    });
    await api.register(sharingRoutes, { sharing });
    await api.register(cvDesignRoutes, { designs, clock });
    await api.register(publicSharingRoutes, { sharing });
    // At the site's root, outside /api: robots.txt and the sitemap of opted-in profiles.
    registerSearchEngineRoutes(app, { sharing });
    // The same answers as the public API routes, through their contract schemas, as whole pages.
    // A link's content is the same object while the service reuses its read: checked and wrapped
    // once, so the renderer knows the page by that object.
    const sharedCvPages = new WeakMap<object, PublicPageContent>();
    pages.add({
      path: '/public-cv/:id',
      page: 'sharedCv',
      load: async (params) => {
        const { id } = pageParams(shareableParams, params);
        // Counted once the page is sent (`viewed`): a HEAD or a reload the browser holds is no view.
        const data = await sharing.openPublicLink(id, { countView: false });
        const known = sharedCvPages.get(data);
        if (known) return known;
        const content: PublicPageContent = { page: 'sharedCv', id, data: publicShareableCv.parse(data) };
        sharedCvPages.set(data, content);
        return content;
      },
      viewed: (params) => sharing.countView(pageParams(shareableParams, params).id),
    });
    pages.add({
      path: '/u/:handle',
      page: 'profile',
      load: async (params) => {
        const { handle } = pageParams(handleParams, params);
        return {
          page: 'profile',
          handle,
          data: publicProfile.parse(await sharing.openPublicProfile(handle)),
        };
      },
    });
  },
};
