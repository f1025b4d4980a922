import crypto from 'node:crypto';
import path from 'node:path';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { API_TAGS, apiOperations } from './api-operations.ts';
import { analyticsOrigins, type Config } from './config.ts';
import { trustedProxies } from './config-operations.ts';
import { createAccountExportRepository } from './features/account-export/account-export.repository.ts';
import { accountExportRoutes } from './features/account-export/account-export.routes.ts';
import { createAccountExportService } from './features/account-export/account-export.service.ts';
import { createAccountRepository } from './features/auth/account.repository.ts';
import { createAccountService } from './features/auth/account.service.ts';
import { authRoutes } from './features/auth/auth.routes.ts';
import { createSessionRepository } from './features/auth/session.repository.ts';
import { createSessionService } from './features/auth/session.service.ts';
import { socialProviders } from './features/auth/social-providers.ts';
import { createCalendarRepository } from './features/calendar/calendar.repository.ts';
import { calendarRoutes, publicCalendarRoutes } from './features/calendar/calendar.routes.ts';
import { createCalendarService } from './features/calendar/calendar.service.ts';
import { createCvServices } from './features/cv/cv.module.ts';
import { cvRoutes } from './features/cv/cv.routes.ts';
import { createBulkDataRepository } from './features/cv-import/bulk-data.repository.ts';
import { cvImportRoutes } from './features/cv-import/cv-import.routes.ts';
import { createCvImportService } from './features/cv-import/cv-import.service.ts';
import { createEndorsementsRepository } from './features/endorsements/endorsements.repository.ts';
import { endorsementRoutes, publicEndorsementRoutes } from './features/endorsements/endorsements.routes.ts';
import { createEndorsementsService } from './features/endorsements/endorsements.service.ts';
import { createGuidesRepository } from './features/guides/guides.repository.ts';
import { guidesRoutes } from './features/guides/guides.routes.ts';
import { createGuidesService } from './features/guides/guides.service.ts';
import { healthRoutes } from './features/health/health.routes.ts';
import { publicConfigRoutes } from './features/health/public-config.routes.ts';
import { jobLinksRoutes } from './features/job-links/job-links.routes.ts';
import { createJobLinksService } from './features/job-links/job-links.service.ts';
import { createJobReportRepository } from './features/job-report/job-report.repository.ts';
import { jobReportRoutes } from './features/job-report/job-report.routes.ts';
import { createJobReportService } from './features/job-report/job-report.service.ts';
import { createJobTimelineRepository } from './features/job-timeline/job-timeline.repository.ts';
import { jobTimelineRoutes } from './features/job-timeline/job-timeline.routes.ts';
import { createJobTimelineService } from './features/job-timeline/job-timeline.service.ts';
import { createJobsRepository } from './features/jobs/jobs.repository.ts';
import { jobsRoutes } from './features/jobs/jobs.routes.ts';
import { createJobsService } from './features/jobs/jobs.service.ts';
import { createLetterFactsRepository } from './features/letters/letter-facts.repository.ts';
import { createLettersRepository } from './features/letters/letters.repository.ts';
import { lettersRoutes, publicLettersRoutes } from './features/letters/letters.routes.ts';
import { createLettersService } from './features/letters/letters.service.ts';
import { createProfileRepository } from './features/profile/profile.repository.ts';
import { profileRoutes } from './features/profile/profile.routes.ts';
import { createProfileService } from './features/profile/profile.service.ts';
import { setUpReminders } from './features/reminders/reminders.module.ts';
import { publicRemindersRoutes, remindersRoutes } from './features/reminders/reminders.routes.ts';
import { createSharingRepository } from './features/sharing/sharing.repository.ts';
import { publicSharingRoutes, sharingRoutes } from './features/sharing/sharing.routes.ts';
import { createSharingService } from './features/sharing/sharing.service.ts';
import { createVideosRepository } from './features/videos/videos.repository.ts';
import { videoFileRoutes, videoRoutes } from './features/videos/videos.routes.ts';
import { createVideosService } from './features/videos/videos.service.ts';
import { createVimeoClient } from './features/videos/vimeo-client.ts';
import { type ChatModel, createChatModel } from './platform/ai/chat-model.ts';
import { type Clock, systemClock } from './platform/clock.ts';
import { createPersonFactsRepository } from './platform/cv/person-facts.repository.ts';
import { type Db, poolUse } from './platform/db/database.ts';
import { createUnitOfWork } from './platform/db/unit-of-work.ts';
import { registerAuthentication } from './platform/http/authenticate.ts';
import { registerCompression } from './platform/http/compression.ts';
import { registerErrorHandler } from './platform/http/error-handler.ts';
import { registerMetrics } from './platform/http/metrics.ts';
import { registerMultipart } from './platform/http/multipart.ts';
import { registerNulGuard } from './platform/http/nul-guard.ts';
import { registerOpenApi } from './platform/http/openapi.ts';
import { registerRateLimit } from './platform/http/rate-limit.ts';
import { registerSecurityHeaders } from './platform/http/security-headers.ts';
import { registerWebApp } from './platform/http/web-app.ts';
import { createMailer, type Mailer } from './platform/mail/mailer.ts';
import { createOutboxRepository } from './platform/mail/outbox.repository.ts';
import { createMailOutbox } from './platform/mail/outbox.ts';
import { createSafeFetch } from './platform/net/safe-fetch.ts';
import { createSocialIdentityResolver } from './platform/oauth/social-identity.ts';
import { createTokenSigner } from './platform/security/jwt.ts';
import { hmac } from './platform/security/random.ts';
import { createUrlSigner } from './platform/security/signed-url.ts';
import { createFileStore } from './platform/storage/create-file-store.ts';
import type { FileStore } from './platform/storage/file-store.ts';

/** How long a signed playback or poster URL works (the list hands out fresh ones). */
const VIDEO_URL_TTL_SECONDS = 4 * 60 * 60;

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
}: AppDeps) => {
  // Repositories get the unit of work's db: a service's transaction reaches all of them.
  const units = createUnitOfWork(database);
  const db = units.db;
  const app = Fastify({
    logger: logger ?? { level: config.logLevel },
    genReqId: () => crypto.randomUUID(),
    requestIdHeader: false,
    trustProxy: trustedProxies(config.trustProxy),
    bodyLimit: 1024 * 1024,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  registerErrorHandler(app);
  registerNulGuard(app);
  await registerSecurityHeaders(app, config.publicUrl, analyticsOrigins(config.analytics));
  await registerCompression(app);
  await app.register(cookie);
  await registerMultipart(app);
  await registerRateLimit(app, config.redisUrl);
  await registerOpenApi(app, {
    operations: apiOperations({ videoMaxBytes: config.videos.maxBytes }),
    tags: API_TAGS,
    publicUrl: config.publicUrl,
  });

  const signer = createTokenSigner(jwtSecret, config.publicUrl.origin, clock);
  const authRepos = { accounts: createAccountRepository(db), sessions: createSessionRepository(db) };
  registerAuthentication(app, signer, authRepos.sessions.isFamilyLive);
  const outboxDir = path.join(config.dataDir, 'outbox');
  const transport =
    mailer ?? createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, outboxDir, log: app.log });
  // Every mail goes through the outbox table: a failing mail server never fails an action.
  const outboxRepo = createOutboxRepository(db);
  const mail = createMailOutbox({
    repo: outboxRepo,
    transport,
    clock,
    log: app.log,
    afterCommit: units.afterCommit,
  });
  if (config.metrics) {
    registerMetrics(app, {
      ...config.metrics,
      outboxPending: outboxRepo.pendingCount,
      poolUse: () => poolUse(database),
    });
  }
  mail.start();
  app.addHook('onClose', () => mail.stop());

  const fileStore = files ?? createFileStore(config);

  const accounts = createAccountService({
    ...authRepos,
    mailer: mail,
    clock,
    codeKey: hmac(jwtSecret, 'one-time-codes'),
    files: fileStore,
    publicUrl: config.publicUrl,
    log: app.log,
    transaction: units.transaction,
  });
  const sessions = createSessionService({
    ...authRepos,
    clock,
    signer,
    social: createSocialIdentityResolver(config.social),
    publicUrl: config.publicUrl,
    log: app.log,
  });

  await app.register(
    async (api: FastifyInstance) => {
      await api.register(healthRoutes, { db });
      await api.register(publicConfigRoutes, { analytics: config.analytics, ai: model !== null });
      await api.register(authRoutes, {
        accounts,
        sessions,
        publicUrl: config.publicUrl,
        clock,
        providers: socialProviders(config),
      });
      await api.register(accountExportRoutes, {
        exports: createAccountExportService({
          repo: createAccountExportRepository(db),
          files: fileStore,
          clock,
        }),
      });
      await api.register(profileRoutes, {
        profile: createProfileService({ repo: createProfileRepository(db), files: fileStore, clock }),
      });
      await api.register(jobsRoutes, {
        jobs: createJobsService({ repo: createJobsRepository(db), files: fileStore, clock }),
      });
      await api.register(jobLinksRoutes, {
        jobLinks: createJobLinksService({
          fetchPage: createSafeFetch({ allowPrivate: config.fetchAllowPrivate }),
        }),
      });
      await api.register(jobTimelineRoutes, {
        timeline: createJobTimelineService({ repo: createJobTimelineRepository(db) }),
      });
      const calendar = createCalendarService({
        repo: createCalendarRepository(db),
        clock,
        publicUrl: config.publicUrl,
        feedKey: hmac(jwtSecret, 'calendar-feeds'),
      });
      await api.register(calendarRoutes, { calendar });
      await api.register(publicCalendarRoutes, { calendar });
      const reminders = setUpReminders(app, { db, mail, clock, config, jwtSecret, units });
      await api.register(remindersRoutes, { reminders });
      await api.register(publicRemindersRoutes, { reminders });
      await api.register(jobReportRoutes, {
        report: createJobReportService({ repo: createJobReportRepository(db), clock }),
      });
      await api.register(cvRoutes, createCvServices({ db, files: fileStore, clock }));
      const endorsements = createEndorsementsService({
        repo: createEndorsementsRepository(db),
        mailer: mail,
        clock,
        publicUrl: config.publicUrl,
        transaction: units.transaction,
      });
      await api.register(endorsementRoutes, { endorsements });
      const sharing = createSharingService({
        repo: createSharingRepository(db),
        files: fileStore,
        clock,
        publicUrl: config.publicUrl,
      });
      await api.register(sharingRoutes, { sharing });
      await api.register(publicSharingRoutes, { sharing });
      await api.register(guidesRoutes, {
        guides: createGuidesService({ repo: createGuidesRepository(db), clock }),
      });
      await api.register(publicEndorsementRoutes, { endorsements });
      const letters = createLettersService({
        repo: createLettersRepository(db),
        facts: createLetterFactsRepository(db),
        clock,
        publicUrl: config.publicUrl,
        model,
      });
      await api.register(lettersRoutes, { letters });
      const cvImport = createCvImportService({
        bulk: createBulkDataRepository(db),
        people: createPersonFactsRepository(db),
        clock,
        model,
      });
      await api.register(cvImportRoutes, { cvImport });
      await api.register(publicLettersRoutes, { letters });
      const videos = {
        videos: createVideosService({
          repo: createVideosRepository(db),
          files: fileStore,
          vimeo: config.videos.vimeo && createVimeoClient(config.videos.vimeo),
          clock,
          urls: createUrlSigner(hmac(jwtSecret, 'video-urls'), clock, VIDEO_URL_TTL_SECONDS),
          maxBytes: config.videos.maxBytes,
        }),
        maxBytes: config.videos.maxBytes,
      };
      await api.register(videoRoutes, videos);
      await api.register(videoFileRoutes, videos);
    },
    { prefix: '/api' },
  );

  await extend?.(app);
  await registerWebApp(app, config.webDistDir);
  return app;
};
