import type { FeatureModule } from '../../platform/http/feature-module.ts';
import type { MessageReader } from '../../platform/inbox/message-reader.ts';
import { createPassScheduler } from '../../platform/pass-scheduler.ts';
import { randomToken } from '../../platform/security/random.ts';
import { createSealer } from '../../platform/security/sealed-secret.ts';
import { resolveSecret } from '../../platform/security/secrets.ts';
import { createImapMailbox } from './imap-mailbox.ts';
import { createInboxSyncRepository } from './inbox-sync.repository.ts';
import { inboxSyncRoutes } from './inbox-sync.routes.ts';
import { createInboxSyncService } from './inbox-sync.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Syncs every mailbox due now (what the scheduler does every few minutes). */
    runInboxSyncPass: () => Promise<void>;
    /** Puts `reader` in the app's message-reader slot (the inbox feature's reader, or a test's). */
    useInboxReader: (reader: MessageReader) => void;
  }
}

/** How often each mailbox is read. */
const INBOX_SYNC_EVERY_MS = 5 * 60 * 1000;
/** How often the scheduler looks for mailboxes due (so a mailbox waits at most a minute past due). */
const INBOX_SCHEDULER_TICK_MS = 60 * 1000;
/** How many due mailboxes one pass of one instance takes on. */
const MAILBOXES_PER_PASS = 50;

/**
 * Connected mailboxes: the connection (password sealed with INBOX_SECRET or a key generated into
 * DATA_DIR), syncs on demand and every few minutes, and the suggestions they make. Messages are
 * read by the app's message reader (the context's `inboxReader`, provided by the inbox feature).
 */
export const inboxSyncModule: FeatureModule = {
  name: 'inbox-sync',
  register: async (api, { app, db, units, clock, config, log, jobBoard, inboxReader }) => {
    const sealer = createSealer(
      resolveSecret(config.inbox.secret, config.dataDir, 'inbox-secret'),
      'inbox-password',
    );
    // This instance's name on a mailbox's lease: random, so the data export shows nothing of the server.
    const holder = randomToken(12);
    const inbox = createInboxSyncService({
      repo: createInboxSyncRepository(db),
      mailbox: createImapMailbox({ allowPrivate: config.inbox.allowPrivateHosts }),
      reader: () => (inboxReader.ready() ? inboxReader.read : null),
      board: () => jobBoard.actions,
      sealer,
      clock,
      transaction: units.transaction,
      log,
    });
    const pass = async () => {
      for (const userId of await inbox.due(INBOX_SYNC_EVERY_MS, MAILBOXES_PER_PASS)) {
        try {
          await inbox.syncScheduled(userId, holder);
        } catch (error) {
          // The reason is kept on the connection for its owner; the log gets the code alone.
          log.warn({ userId, code: (error as { code?: string }).code }, 'inbox sync failed');
        }
      }
    };
    app.decorate('runInboxSyncPass', pass);
    app.decorate('useInboxReader', (reader: MessageReader) => inboxReader.provide(reader));
    // Every instance runs its own passes: the mailbox's lease in the database lets one instance at a
    // time read it.
    const scheduler = createPassScheduler('inbox sync', pass, INBOX_SCHEDULER_TICK_MS, log);
    scheduler.start();
    app.addHook('onClose', () => scheduler.stop());
    await api.register(inboxSyncRoutes, { inbox, holder });
  },
};
