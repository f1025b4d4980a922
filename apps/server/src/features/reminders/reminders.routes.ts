import { messageResponse } from '@hirelane/contract/common';
import { reminderSettings, unsubscribeBody, unsubscribeQuery } from '@hirelane/contract/reminders';
import { MINUTE } from '../../platform/http/rate-limit.ts';
import { publicRoutes, signedInRoutes } from '../../platform/http/route-plugins.ts';
import { answers, takes } from '../../platform/http/route-schema.ts';
import type { RemindersService } from './reminders.service.ts';

type Deps = { reminders: RemindersService };

/** The owner's reminder settings. */
export const remindersRoutes = signedInRoutes((r, { reminders }: Deps) => {
  r.get('/reminders/settings', answers(reminderSettings, [401]), (request) =>
    reminders.getSettings(request.userId),
  );
  r.put('/reminders/settings', takes({ body: reminderSettings }, reminderSettings, [400, 401]), (request) =>
    reminders.saveSettings(request.userId, request.body),
  );
});

/**
 * The way out of reminder e-mails without signing in: from the web page the mail links to (JSON)
 * and from mail apps' own button (List-Unsubscribe-Post, RFC 8058: a form body, token in the query).
 */
export const publicRemindersRoutes = publicRoutes((r, { reminders }: Deps, app) => {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  r.post(
    '/reminders/unsubscribe',
    {
      config: { rateLimit: { max: 30, timeWindow: 15 * MINUTE } },
      ...takes({ querystring: unsubscribeQuery, body: unsubscribeBody }, messageResponse, [400, 404, 429]),
    },
    async (request) => {
      await reminders.unsubscribe(request.body?.token ?? request.query.token);
      return { message: 'You will get no more reminder e-mails' };
    },
  );
});
