import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db/database.ts';
import type { UnitOfWork } from '../../platform/db/unit-of-work.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { hmac } from '../../platform/security/random.ts';
import { createReminderScheduler } from './reminder-scheduler.ts';
import { createRemindersRepository } from './reminders.repository.ts';
import { createRemindersService, type RemindersService } from './reminders.service.ts';
import { createUnsubscribeTokens } from './unsubscribe-token.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends the reminder digests due now (what the scheduler does every REMINDER_CHECK_SECONDS). */
    runReminderPass: () => Promise<void>;
  }
}

type RemindersModuleDeps = {
  db: Db;
  mail: Mailer;
  clock: Clock;
  config: Config;
  jwtSecret: string;
  units: UnitOfWork;
};

/** The reminders service, and its scheduler started with the app and stopped when it closes. */
export const setUpReminders = (
  app: FastifyInstance,
  { db, mail, clock, config, jwtSecret, units }: RemindersModuleDeps,
): RemindersService => {
  const reminders = createRemindersService({
    repo: createRemindersRepository(db),
    mailer: mail,
    clock,
    publicUrl: config.publicUrl,
    tokens: createUnsubscribeTokens(hmac(jwtSecret, 'reminder-unsubscribe')),
    config: config.reminders,
    transaction: units.transaction,
    log: app.log,
  });
  const scheduler = createReminderScheduler(reminders.runDue, config.reminders.checkSeconds, app.log);
  app.decorate('runReminderPass', reminders.runDue);
  scheduler.start();
  app.addHook('onClose', () => scheduler.stop());
  return reminders;
};
