import type { FeatureModule } from '../../platform/http/feature-module.ts';
import { createInboxReadRepository } from './inbox-read.repository.ts';
import { inboxReadRoutes } from './inbox-read.routes.ts';
import { createInboxReadService } from './inbox-read.service.ts';

/**
 * Reading one e-mail (pasted or a dropped .eml) into the facts it holds for the user's board; the
 * same reader is the app's message reader, which the mailbox sync reads fetched mail with.
 */
export const inboxModule: FeatureModule = {
  name: 'inbox',
  register: async (api, { db, model, inboxReader }) => {
    const inboxRead = createInboxReadService({ repo: createInboxReadRepository(db), model });
    inboxReader.provide(inboxRead.readAgainst);
    await api.register(inboxReadRoutes, { inboxRead });
  },
};
