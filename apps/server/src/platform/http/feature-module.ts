import type { FastifyBaseLogger, FastifyInstance, FastifyPluginAsync, FastifyPluginOptions } from 'fastify';
import type { Config } from '../../config.ts';
import type { ChatModel } from '../ai/chat-model.ts';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/database.ts';
import type { UnitOfWork } from '../db/unit-of-work.ts';
import type { MessageReaderSlot } from '../inbox/message-reader.ts';
import type { JobAdReader } from '../job-ad-reader.ts';
import type { JobBoardSlot } from '../jobs/job-board.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { TokenSigner } from '../security/jwt.ts';
import type { FileStore } from '../storage/file-store.ts';
import type { PublicPages } from './public-pages.ts';

/** What every feature builds its repositories and services from: one per app. */
export type FeatureContext = {
  /** The root instance: decorations tests reach and lifecycle hooks (a feature's scheduled jobs). */
  app: FastifyInstance;
  config: Config;
  /** The unit of work's db: a service's transaction reaches every repository made with it. */
  db: Db;
  units: UnitOfWork;
  clock: Clock;
  files: FileStore;
  /** The outbox: a mail is queued with the action's transaction and delivered after it. */
  mail: Mailer;
  /** The chat model AI_BASE_URL configures, or null without one. */
  model: ChatModel | null;
  signer: TokenSigner;
  /** The server secret features derive their own keys from (`hmac(jwtSecret, purpose)`). */
  jwtSecret: string;
  log: FastifyBaseLogger;
  /** The server-rendered public pages: a feature adds its page with the loader its API route uses. */
  pages: PublicPages;
  /** What a job's ad asks for: the job match provides the reader, other features read with it. */
  jobAds: JobAdReader;
  /** The board's changes other features make: the jobs feature provides them at start-up. */
  jobBoard: JobBoardSlot;
  /** What a mail says: the inbox feature provides the reader, the mailbox sync reads with it. */
  inboxReader: MessageReaderSlot;
};

/**
 * One feature plugged into the app: `register` builds its services from the context and adds its
 * routes to `api` (the instance under /api), signed-in and public, and starts its jobs. The app
 * lists the modules; adding a feature adds one line there.
 */
export type FeatureModule = {
  name: string;
  register: (api: FastifyInstance, context: FeatureContext) => Promise<void>;
};

/** A feature that adds only routes: `options` builds what they take (their services) from the context. */
export const routesModule = <Options extends FastifyPluginOptions>(
  name: string,
  routes: FastifyPluginAsync<Options>,
  options: (context: FeatureContext) => Options,
): FeatureModule => ({
  name,
  register: async (api, context) => {
    await api.register(routes, options(context));
  },
});

/** Registers each feature under /api, in the order given (the API reference lists paths in it). */
export const registerFeatures = (
  app: FastifyInstance,
  features: readonly FeatureModule[],
  context: Omit<FeatureContext, 'app' | 'log'>,
) =>
  app.register(
    async (api: FastifyInstance) => {
      for (const feature of features) await feature.register(api, { ...context, app, log: app.log });
    },
    { prefix: '/api' },
  );
