import type { FeatureModule } from '../../platform/http/feature-module.ts';
import { createSharingRepository } from './sharing.repository.ts';
import { publicSharingRoutes, sharingRoutes } from './sharing.routes.ts';
import { createSharingService } from './sharing.service.ts';

/** Shareable CV links, the PDF CV and the public profile. */
export const sharingModule: FeatureModule = {
  name: 'sharing',
  register: async (api, { db, files, clock, config }) => {
    const sharing = createSharingService({
      repo: createSharingRepository(db),
      files,
      clock,
      publicUrl: config.publicUrl,
    });
    await api.register(sharingRoutes, { sharing });
    await api.register(publicSharingRoutes, { sharing });
  },
};
