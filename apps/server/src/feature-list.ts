import { accountExportModule } from './features/account-export/account-export.module.ts';
import { authModule } from './features/auth/auth.module.ts';
import { calendarModule } from './features/calendar/calendar.module.ts';
import { cvModule } from './features/cv/cv.module.ts';
import { cvImportModule } from './features/cv-import/cv-import.module.ts';
import { cvDesignModule, cvPdfModule } from './features/cv-output/cv-output.module.ts';
import { endorsementsModule, endorserPagesModule } from './features/endorsements/endorsements.module.ts';
import { extensionTokensModule } from './features/extension-tokens/extension-tokens.module.ts';
import { guidesModule } from './features/guides/guides.module.ts';
import { healthModule } from './features/health/health.module.ts';
import { inboxModule } from './features/inbox/inbox.module.ts';
import { inboxSyncModule } from './features/inbox-sync/inbox-sync.module.ts';
import { jobLinksModule } from './features/job-links/job-links.module.ts';
import { jobMatchModule } from './features/job-match/job-match.module.ts';
import { jobReportModule } from './features/job-report/job-report.module.ts';
import { jobTimelineModule } from './features/job-timeline/job-timeline.module.ts';
import { jobsModule } from './features/jobs/jobs.module.ts';
import { legalModule } from './features/legal/legal.module.ts';
import { lettersModule, publicLettersModule } from './features/letters/letters.module.ts';
import { profileModule } from './features/profile/profile.module.ts';
import {
  publicProfileModule,
  publicProfilePagesModule,
} from './features/public-profile/public-profile.module.ts';
import { remindersModule } from './features/reminders/reminders.module.ts';
import { sharedMediaModule } from './features/shared-media/shared-media.module.ts';
import { sharedLinksModule, sharingModule } from './features/sharing/sharing.module.ts';
import { tailoredCvModule, tailoredCvPdfModule } from './features/tailored-cv/tailored-cv.module.ts';
import { videosModule } from './features/videos/videos.module.ts';
import type { FeatureModule } from './platform/http/feature-module.ts';

/**
 * Every feature, in the order of the API reference's paths; a new feature adds a line here. A
 * feature whose calls the reference lists in two places exports a module for each place.
 */
export const FEATURES: readonly FeatureModule[] = [
  healthModule,
  authModule,
  accountExportModule,
  extensionTokensModule,
  profileModule,
  jobsModule,
  jobLinksModule,
  inboxModule,
  inboxSyncModule,
  jobTimelineModule,
  jobMatchModule,
  tailoredCvModule,
  calendarModule,
  remindersModule,
  jobReportModule,
  cvModule,
  endorsementsModule,
  sharingModule,
  cvPdfModule,
  tailoredCvPdfModule,
  publicProfileModule,
  cvDesignModule,
  sharedLinksModule,
  sharedMediaModule,
  publicProfilePagesModule,
  guidesModule,
  endorserPagesModule,
  lettersModule,
  cvImportModule,
  publicLettersModule,
  legalModule,
  videosModule,
];
