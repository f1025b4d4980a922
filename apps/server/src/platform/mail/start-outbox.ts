import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/database.ts';
import type { UnitOfWork } from '../db/unit-of-work.ts';
import { createMailer, type Mailer } from './mailer.ts';
import { createOutboxRepository } from './outbox.repository.ts';
import { createMailOutbox } from './outbox.ts';

/**
 * The app's mail: every mail goes through the outbox table (a failing mail server never fails an
 * action) and out through `transport` (by default SMTP_URL, or the dev `.eml` folder), delivering
 * from now until the app closes.
 */
export const startMailOutbox = (
  app: FastifyInstance,
  {
    config,
    db,
    clock,
    units,
    transport,
  }: {
    config: Config;
    db: Db;
    clock: Clock;
    units: UnitOfWork;
    transport?: Mailer;
  },
) => {
  const repo = createOutboxRepository(db);
  const outboxDir = path.join(config.dataDir, 'outbox');
  const mail = createMailOutbox({
    repo,
    transport:
      transport ?? createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, outboxDir, log: app.log }),
    clock,
    log: app.log,
    afterCommit: units.afterCommit,
  });
  mail.start();
  app.addHook('onClose', () => mail.stop());
  return { mail, pendingCount: repo.pendingCount };
};
