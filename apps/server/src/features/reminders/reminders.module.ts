import type { FeatureModule } from '../../platform/http/feature-module.ts';
import { createPassScheduler } from '../../platform/pass-scheduler.ts';
import { hmac } from '../../platform/security/random.ts';
import { createRemindersRepository } from './reminders.repository.ts';
import { publicRemindersRoutes, remindersRoutes } from './reminders.routes.ts';
import { createRemindersService } from './reminders.service.ts';
import { createUnsubscribeTokens } from './unsubscribe-token.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends the reminder digests due now (what the scheduler does every REMINDER_CHECK_SECONDS). */
    runReminderPass: () => Promise<void>;
  }
}

/** Follow-up reminders: settings, unsubscribing, and the scheduler started with the app and stopped when it closes. */
export const remindersModule: FeatureModule = {
  name: 'reminders',
  register: async (api, { app, db, mail, clock, config, jwtSecret, units, log, pages }) => {
    const reminders = createRemindersService({
      repo: createRemindersRepository(db),
      mailer: mail,
      clock,
      publicUrl: config.publicUrl,
      tokens: createUnsubscribeTokens(hmac(jwtSecret, 'reminder-unsubscribe')),
      config: config.reminders,
      transaction: units.transaction,
      log,
    });
    // Every instance runs its own passes: the digest claims in the database make each digest go out
    // once.
    const scheduler = createPassScheduler(
      'reminder',
      reminders.runDue,
      config.reminders.checkSeconds * 1000,
      log,
    );
    app.decorate('runReminderPass', reminders.runDue);
    scheduler.start();
    app.addHook('onClose', () => scheduler.stop());
    await api.register(remindersRoutes, { reminders });
    await api.register(publicRemindersRoutes, { reminders });
    // The mail's link as a page: opening it only checks the token; its plain form turns reminders off.
    pages.add({
      path: '/unsubscribe',
      page: 'unsubscribe',
      load: async (_params, { query }) => {
        await reminders.checkUnsubscribeLink(query.token);
        return { page: 'unsubscribe', done: false };
      },
      submit: async (_params, form, { query }) => {
        await reminders.unsubscribe(form.token ?? query.token);
        return { page: 'unsubscribe', done: true };
      },
    });
  },
};
