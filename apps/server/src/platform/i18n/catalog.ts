import type { JobLane } from '@hirelane/contract/constants';
import type { EMPLOYMENT_TYPES, JOB_WORKPLACES, SALARY_PERIODS } from '@hirelane/contract/jobs';
import type { MailContent } from '../mail/layout.ts';

type Named = { firstName: string };

/**
 * Every word the server writes for people, in one language: mails, PDFs, calendar events and the
 * texts it drafts. One object per language (en.ts, no.ts) satisfies this type, so a key missing in
 * one language fails the type check. Features pick their words with `textsFor(language)`; words
 * big enough to be a feature of their own (letter templates, the video script) live in that
 * feature's per-language files, typed the same way.
 */
export type Catalog = {
  /** Marks a title or a quoted text in this language's quotation marks. */
  quote: (text: string) => string;
  /** The installed app's names (its web app manifest). */
  webApp: { name: string; description: string };
  /** The language's name as a chat model is told to write it. */
  modelLanguage: string;

  mail: {
    auth: {
      verificationCode: (data: Named & { code: string }) => MailContent;
      registrationAttempt: (data: Named & { loginUrl: string }) => MailContent;
      passwordResetCode: (data: Named & { code: string }) => MailContent;
      passwordChanged: (data: Named & { loginUrl: string }) => MailContent;
      accountDeleted: (data: Named) => MailContent;
    };
    endorsements: {
      invitation: (
        data: { requesterName: string; endorserName: string; message: string; link: string },
        isReminder: boolean,
      ) => MailContent;
      accepted: (data: { endorserName: string; cvLink: string }) => MailContent;
      declined: (data: { endorserName: string; cvLink: string }) => MailContent;
    };
    reminders: {
      subject: (count: number) => string;
      greeting: (name: string) => string;
      interviews: string;
      interview: (position: string, company: string, time: string) => string;
      stale: string;
      quiet: (position: string, company: string, days: number) => string;
      settings: (link: string) => string;
      unsubscribe: (link: string) => string;
    };
  };

  calendar: {
    summary: (position: string, company: string) => string;
    open: string;
    ad: string;
    feedName: string;
  };

  cvPdf: {
    experience: string;
    education: string;
    certifications: string;
    professional: string;
    personal: string;
    languages: string;
    endorsements: string;
    /** The open end of a period: "Jan 2020 – Present". */
    present: string;
    expires: string;
    /** Language levels 1–5 by number (index 0 unused). */
    levels: readonly [string, string, string, string, string, string];
  };

  /** The data export's spreadsheet of jobs (jobs.csv): its column titles and the words in its cells. */
  jobsSheet: {
    columns: {
      position: string;
      company: string;
      location: string;
      workplace: string;
      employmentType: string;
      lane: string;
      pinned: string;
      postingUrl: string;
      salaryText: string;
      salaryMin: string;
      salaryMax: string;
      salaryCurrency: string;
      salaryPeriod: string;
      deadline: string;
      appliedDate: string;
      nextInterview: string;
      /** Beside the UTC column when the user's time zone is known: the same time on their clocks. */
      nextInterviewLocal: (timeZone: string) => string;
      source: string;
      contactName: string;
      contactEmail: string;
      contactPhone: string;
      description: string;
      notes: string;
      attachment: string;
      added: string;
      updated: string;
    };
    yes: string;
    lanes: Record<JobLane, string>;
    workplaces: Record<(typeof JOB_WORKPLACES)[number], string>;
    employmentTypes: Record<(typeof EMPLOYMENT_TYPES)[number], string>;
    salaryPeriods: Record<(typeof SALARY_PERIODS)[number], string>;
  };

  letters: {
    /** The subject line's label in the PDF: "Re: Application for …". */
    subject: string;
    greeting: (contact: string | null) => string;
    /** A job with the company: "Developer at Equinor". */
    role: (title: string, company: string) => string;
    /** A job still held, by the year it began: "since 2021". */
    since: (year: string) => string;
    /** Years worked in all, as the templates say it: "5 years", "5 års". */
    years: (years: number) => string;
    education: (what: string, school: string) => string;
    /** Joins a degree and its field: "Master in informatics". */
    of: string;
    /** Every one of the ad's requirements a letter named, said again: "all of them", "both", "it". */
    allOfThem: (count: number) => string;
    /** What to write where the data has no value, shown as "[…]" in the draft. */
    missing: {
      position: string;
      company: string;
      headline: string;
      strongestExperience: string;
      latestRole: string;
      yearsOfExperience: string;
      topSkills: string;
      latestEducation: string;
      highestEducation: string;
      phone: string;
      email: string;
      location: string;
      contactName: string;
    };
  };
};
