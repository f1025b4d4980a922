import type { Migration } from 'kysely/migration';
import * as accounts from './0001-accounts.ts';
import * as jobs from './0002-jobs.ts';
import * as cv from './0003-cv.ts';
import * as endorsements from './0004-endorsements.ts';
import * as guides from './0005-guides.ts';
import * as sharing from './0006-sharing.ts';
import * as profiles from './0007-profiles.ts';
import * as socialIdentities from './0008-social-identities.ts';
import * as letters from './0009-letters.ts';
import * as jobStatusHistory from './0010-job-status-history.ts';
import * as videos from './0011-videos.ts';
import * as mailOutbox from './0012-mail-outbox.ts';
import * as calendarFeeds from './0013-calendar-feeds.ts';
import * as jobEvents from './0014-job-events.ts';
import * as oneHeadline from './0016-one-headline-contact-choices.ts';
import * as reminders from './0017-reminders.ts';
import * as letterVersions from './0018-letter-versions.ts';
import * as sharedVideoIndexable from './0019-shared-video-indexable.ts';
import * as extensionTokens from './0020-extension-tokens.ts';
import * as cvDesigns from './0021-cv-designs.ts';
import * as tailoredCvs from './0022-tailored-cvs.ts';
import * as blankVideoDescriptions from './0023-blank-placeholder-video-descriptions.ts';
import * as matchScoreSetting from './0024-match-score-setting.ts';
import * as inboxSync from './0025-inbox-sync.ts';
import * as tailoredHiddenSkills from './0026-tailored-hidden-skills.ts';

/** Every migration, in order. A new one is a new file plus one line here. */
export const migrations: Record<string, Migration> = {
  '0001-accounts': accounts,
  '0002-jobs': jobs,
  '0003-cv': cv,
  '0004-endorsements': endorsements,
  '0005-guides': guides,
  '0006-sharing': sharing,
  '0007-profiles': profiles,
  '0008-social-identities': socialIdentities,
  '0009-letters': letters,
  '0010-job-status-history': jobStatusHistory,
  '0011-videos': videos,
  '0012-mail-outbox': mailOutbox,
  '0013-calendar-feeds': calendarFeeds,
  '0014-job-events': jobEvents,
  '0016-one-headline-contact-choices': oneHeadline,
  '0017-reminders': reminders,
  '0018-letter-versions': letterVersions,
  '0019-shared-video-indexable': sharedVideoIndexable,
  '0020-extension-tokens': extensionTokens,
  '0021-cv-designs': cvDesigns,
  '0022-tailored-cvs': tailoredCvs,
  '0023-blank-placeholder-video-descriptions': blankVideoDescriptions,
  '0024-match-score-setting': matchScoreSetting,
  '0025-inbox-sync': inboxSync,
  '0026-tailored-hidden-skills': tailoredHiddenSkills,
};
