import type { PublicPageContent } from '@hirelane/contract/public-page';
import { publicShareableCv, shareableParams } from '@hirelane/contract/sharing';
import { createCvOutput } from '../../domain/cv/cv-output.ts';
import { sharedVideoSigner } from '../../domain/shared-cv/shared-media.ts';
import { type FeatureContext, type FeatureModule, routesModule } from '../../platform/http/feature-module.ts';
import { pageParams } from '../../platform/http/public-pages.ts';
import { createLinkView } from './link-view.ts';
import { createSharingRepository } from './sharing.repository.ts';
import { publicSharingRoutes, sharingRoutes } from './sharing.routes.ts';
import { createSharingService, type SharingService, viewWriter } from './sharing.service.ts';
import { createViewTally } from './view-tally.ts';

/**
 * How often the links' views are written: the owner's figure on another instance of the app lags
 * by at most this much (on this one it counts what is not written yet).
 */
const VIEW_WRITE_INTERVAL_MS = 2000;

/**
 * One service per app for both modules: the links' views are counted in memory by the public
 * side and read by the owner's, so both must share the tally.
 */
const services = new WeakMap<FeatureContext['app'], SharingService>();
const sharingOf = ({
  app,
  db,
  units,
  files,
  clock,
  config,
  jwtSecret,
  log,
}: FeatureContext): SharingService => {
  const known = services.get(app);
  if (known) return known;
  const repo = createSharingRepository(db);
  const views = createViewTally({
    write: viewWriter(repo, units.transaction),
    intervalMs: VIEW_WRITE_INTERVAL_MS,
    onError: (error) => log.error({ err: error }, 'could not write the shared links’ views'),
  });
  // Closing writes the views counted since the last write, before the database closes.
  app.addHook('onClose', () => views.close());
  const sharing = createSharingService({
    repo,
    db,
    clock,
    publicUrl: config.publicUrl,
    view: createLinkView({
      db,
      publicUrl: config.publicUrl,
      videoUrls: sharedVideoSigner(jwtSecret, clock),
      output: createCvOutput({ db, files }),
    }),
    views,
  });
  services.set(app, sharing);
  return sharing;
};

/** The owner's shareable CV links. */
export const sharingModule = routesModule('sharing', sharingRoutes, (context) => ({
  sharing: sharingOf(context),
}));

/**
 * What anyone holding a link sees: the shared CV as JSON, as a PDF and as a whole page at
 * /public-cv/{id}. A module of its own so the API reference lists the calls where it always has,
 * after the CV designs.
 */
export const sharedLinksModule: FeatureModule = {
  name: 'shared-links',
  register: async (api, context) => {
    const sharing = sharingOf(context);
    await api.register(publicSharingRoutes, { sharing });
    // The same answer as the public API route, through its contract schema, as a whole page.
    // A link's content is the same object while the service reuses its read: checked and wrapped
    // once, so the renderer knows the page by that object.
    const sharedCvPages = new WeakMap<object, PublicPageContent>();
    context.pages.add({
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
  },
};
