import type account from '../../../public/locales/en/account.json';
import type auth from '../../../public/locales/en/auth.json';
import type calendar from '../../../public/locales/en/calendar.json';
import type common from '../../../public/locales/en/common.json';
import type consent from '../../../public/locales/en/consent.json';
import type cv from '../../../public/locales/en/cv.json';
import type cvDesign from '../../../public/locales/en/cvDesign.json';
import type endorsements from '../../../public/locales/en/endorsements.json';
import type errors from '../../../public/locales/en/errors.json';
import type extension from '../../../public/locales/en/extension.json';
import type guides from '../../../public/locales/en/guides.json';
import type inbox from '../../../public/locales/en/inbox.json';
import type jobs from '../../../public/locales/en/jobs.json';
import type legal from '../../../public/locales/en/legal.json';
import type letters from '../../../public/locales/en/letters.json';
import type publicCv from '../../../public/locales/en/publicCv.json';
import type reminders from '../../../public/locales/en/reminders.json';
import type sharing from '../../../public/locales/en/sharing.json';
import type videos from '../../../public/locales/en/videos.json';

// Typed keys: a misspelt translation key fails the typecheck instead of showing the key on screen.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof common;
      auth: typeof auth;
      legal: typeof legal;
      cv: typeof cv;
      endorsements: typeof endorsements;
      jobs: typeof jobs;
      sharing: typeof sharing;
      publicCv: typeof publicCv;
      account: typeof account;
      consent: typeof consent;
      errors: typeof errors;
      letters: typeof letters;
      videos: typeof videos;
      calendar: typeof calendar;
      reminders: typeof reminders;
      extension: typeof extension;
      cvDesign: typeof cvDesign;
      guides: typeof guides;
      inbox: typeof inbox;
    };
  }
}
