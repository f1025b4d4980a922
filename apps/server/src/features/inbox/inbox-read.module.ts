import type { FeatureModule } from '../../platform/http/feature-module.ts';
import { createInboxReadRepository } from './inbox-read.repository.ts';
import { inboxReadRoutes } from './inbox-read.routes.ts';
import { createInboxReadService } from './inbox-read.service.ts';

/** Reading one e-mail (pasted or a dropped .eml) into the facts it holds for the user's board. */
export const inboxReadModule: FeatureModule = {
  name: 'inbox-read',
  register: async (api, { db, model }) => {
    const inboxRead = createInboxReadService({ repo: createInboxReadRepository(db), model });
    await api.register(inboxReadRoutes, { inboxRead });
  },
};
