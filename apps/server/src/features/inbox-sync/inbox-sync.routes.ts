import { messageResponse } from '@hirelane/contract/common';
import {
  inboxAppliedResponse,
  inboxConnection,
  inboxConnectionInput,
  inboxConnectionResponse,
  inboxSettingsInput,
  inboxSuggestionParams,
  inboxSuggestionsResponse,
  inboxSyncResponse,
} from '@hirelane/contract/inbox-sync';
import { deleteRoute } from '../../platform/http/delete-route.ts';
import { limitPer, MINUTE } from '../../platform/http/rate-limit.ts';
import { signedInRoutes } from '../../platform/http/route-plugins.ts';
import { answers, takes } from '../../platform/http/route-schema.ts';
import type { InboxSyncService } from './inbox-sync.service.ts';

type Deps = { inbox: InboxSyncService; holder: string };

/** The owner's mailbox connection, its syncs and the suggestions they made. */
export const inboxSyncRoutes = signedInRoutes((r, { inbox, holder }: Deps, app) => {
  r.get('/inbox/connection', answers(inboxConnectionResponse, [401]), (request) =>
    inbox.getConnection(request.userId),
  );
  // Each save logs in to the mail server: few per minute, so it cannot probe hosts and ports.
  r.put(
    '/inbox/connection',
    {
      config: limitPer(10, MINUTE, 'user'),
      ...takes({ body: inboxConnectionInput }, inboxConnection, [400, 401, 422, 429]),
    },
    (request) => inbox.connect(request.userId, request.body),
  );
  r.delete('/inbox/connection', answers(messageResponse, [401]), async (request) => {
    await inbox.disconnect(request.userId);
    return { message: 'The mailbox is disconnected and everything read from it is deleted' };
  });
  r.put(
    '/inbox/connection/settings',
    takes({ body: inboxSettingsInput }, inboxConnection, [400, 401, 404]),
    (request) => inbox.setAutoApply(request.userId, request.body.autoApply),
  );
  r.post(
    '/inbox/sync',
    { config: limitPer(10, MINUTE, 'user'), ...answers(inboxSyncResponse, [401, 404, 409, 422, 429]) },
    (request) => inbox.sync(request.userId, holder),
  );
  r.get('/inbox/suggestions', answers(inboxSuggestionsResponse, [401]), (request) =>
    inbox.suggestions(request.userId),
  );
  r.post(
    '/inbox/suggestions/:id/accept',
    takes({ params: inboxSuggestionParams }, inboxAppliedResponse, [401, 404, 409]),
    (request) => inbox.accept(request.userId, request.params.id),
  );
  r.post(
    '/inbox/suggestions/:id/undo',
    takes({ params: inboxSuggestionParams }, inboxAppliedResponse, [401, 404, 409]),
    (request) => inbox.undo(request.userId, request.params.id),
  );
  deleteRoute(app, '/inbox/suggestions/:id', {
    params: inboxSuggestionParams,
    remove: inbox.dismiss,
    message: 'The suggestion is dismissed',
    errors: [409],
  });
});
