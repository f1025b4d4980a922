import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { API_TAGS, apiOperations } from './api-operations.ts';
import type { Config } from './config.ts';
import { FEATURES } from './feature-list.ts';
import { createSessionRepository } from './features/auth/session.repository.ts';
import { createExtensionTokenCheck } from './features/extension-tokens/extension-tokens.service.ts';
import { type ChatModel, createChatModel } from './platform/ai/chat-model.ts';
import { type Clock, systemClock } from './platform/clock.ts';
import { type Db, poolUse } from './platform/db/database.ts';
import { createUnitOfWork } from './platform/db/unit-of-work.ts';
import { registerAuthentication } from './platform/http/authenticate.ts';
import { registerFeatures } from './platform/http/feature-module.ts';
import { registerMetrics } from './platform/http/metrics.ts';
import { registerOpenApi } from './platform/http/openapi.ts';
import { registerHttpPlugins } from './platform/http/plugins.ts';
import {
  createPublicPages,
  type PublicPageRenderer,
  publicPageRendererOr,
} from './platform/http/public-pages.ts';
import { createServer } from './platform/http/server.ts';
import { registerWebApp } from './platform/http/web-app.ts';
import { createMessageReaderSlot } from './platform/inbox/message-reader.ts';
import { createJobAdReader } from './platform/job-ad-reader.ts';
import { createJobBoardSlot } from './platform/jobs/job-board.ts';
import type { Mailer } from './platform/mail/mailer.ts';
import { startMailOutbox } from './platform/mail/start-outbox.ts';
import { createTokenSigner } from './platform/security/jwt.ts';
import { createFileStore } from './platform/storage/create-file-store.ts';
import type { FileStore } from './platform/storage/file-store.ts';

export type AppDeps = {
  config: Config;
  db: Db;
  jwtSecret: string;
  clock?: Clock;
  mailer?: Mailer;
  files?: FileStore;
  /** The chat model; by default the one AI_BASE_URL configures (none without it). */
  model?: ChatModel | null;
  logger?: FastifyServerOptions['logger'];
  /**
   * The server renderer of the public pages; by default the web build's (`apps/web/dist-ssr`), and
   * none (the web app's index.html answers) when there is no such build.
   */
  publicPageRenderer?: PublicPageRenderer | null;
  /** Tests add routes here (e.g. one that fails) before the app is sealed. */
  extend?: (app: FastifyInstance) => Promise<void> | void;
};

/** Composes the app: plugins, error handling, then each feature's routes under /api. */
export const buildApp = async ({
  config,
  db: database,
  jwtSecret,
  clock = systemClock,
  mailer,
  files,
  model = config.ai ? createChatModel(config.ai, { timeoutMs: config.ai.timeoutMs }) : null,
  logger,
  extend,
  publicPageRenderer,
}: AppDeps) => {
  // Repositories get the unit of work's db: a service's transaction reaches all of them.
  const units = createUnitOfWork(database);
  const db = units.db;
  const app = createServer(config, logger);
  await registerHttpPlugins(app, config);
  const operations = apiOperations({ videoMaxBytes: config.videos.maxBytes });
  await registerOpenApi(app, { operations, tags: API_TAGS, publicUrl: config.publicUrl });

  const signer = createTokenSigner(jwtSecret, config.publicUrl.origin, clock);
  registerAuthentication(
    app,
    signer,
    createSessionRepository(db).isFamilyLive,
    createExtensionTokenCheck(db),
  );
  const { mail, pendingCount } = startMailOutbox(app, { config, db, clock, units, transport: mailer });
  const pool = () => poolUse(database);
  if (config.metrics) registerMetrics(app, { ...config.metrics, outboxPending: pendingCount, poolUse: pool });

  const pages = createPublicPages();
  const jobAds = createJobAdReader();
  const jobBoard = createJobBoardSlot();
  const inboxReader = createMessageReaderSlot();
  const shared = {
    config,
    db,
    units,
    clock,
    mail,
    model,
    signer,
    jwtSecret,
    pages,
    jobAds,
    jobBoard,
    inboxReader,
  };
  await registerFeatures(app, FEATURES, { ...shared, files: files ?? createFileStore(config) });
  await extend?.(app);
  const renderer = await publicPageRendererOr(publicPageRenderer, config.webDistDir);
  await registerWebApp(app, config.webDistDir, renderer && { pages, renderer, publicUrl: config.publicUrl });
  return app;
};
