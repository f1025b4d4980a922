/** The product's constants. Each lives here once; server and web import them. */

export const PLANS = ['Free', 'Premium', 'PremiumDataRetain'] as const;
export type Plan = (typeof PLANS)[number];
/** After any successful sign-in or refresh the role is Premium. */
export const SIGNED_IN_ROLE: Plan = 'Premium';

export const JOB_LANES = ['saved', 'applied', 'interviewed', 'hired', 'rejected', 'drafts'] as const;
export type JobLane = (typeof JOB_LANES)[number];

export const LANGUAGE_LEVELS = { Beginner: 1, Intermediate: 2, Advanced: 3, Fluent: 4, Native: 5 } as const;
export const LANGUAGE_LEVEL_MIN = 1;
export const LANGUAGE_LEVEL_MAX = 5;

/**
 * Password and one-time code lengths, and the sign-in providers. Here, not in auth.ts, so
 * the sign-in and sign-up pages show without zod (their schemas load at the first validation).
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const VERIFICATION_CODE_LENGTH = 6;
export const SOCIAL_PROVIDERS = ['google', 'facebook'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

/** Endorsements' text lengths; here, not in endorsements.ts, for the same reason. */
export const ENDORSEMENT_LIMITS = { name: 100, title: 150, message: 1000, textMin: 20, text: 3000 } as const;

export const ENDORSER_RELATIONSHIPS = [
  'CEO / General Manager',
  'Direct Manager / Supervisor',
  'Team Lead',
  'Colleague / Peer',
  'HR Representative',
  'Recruiter',
  'Mentor',
  'Mentee',
  'Business Partner / Co-founder',
  'Client / Customer',
  'Vendor / Supplier Contact',
  'Consultant / Advisor',
  'Professor / Lecturer',
  'Academic Advisor',
  'Internship Supervisor',
  'Other',
] as const;

export const CV_SECTION_KEYS = [
  'experience',
  'education',
  'professional',
  'personal',
  'language',
  'certifications',
  'endorsement',
] as const;
export type CvSectionKey = (typeof CV_SECTION_KEYS)[number];

/** HTTP client rules. */
export const TOKEN_REFRESH_RETRY_LIMIT = 3;
export const REQUEST_BLOCK_MS = 10_000;

export const STARTUP_SPINNER_MS = 1200;

/**
 * The readable cookie the server sets beside the HttpOnly refresh cookie ("1", no secret) while
 * this browser may hold a session, so a visitor who never signed in makes no refresh call.
 */
export const SESSION_HINT_COOKIE = 'hl_signed_in';

export const CONSENT_COOKIE = {
  name: 'cc_cookie',
  expiresAfterDays: 182,
  path: '/',
  sameSite: 'Lax',
  secure: true,
} as const;

/**
 * Toasts: bottom right, or bottom centre on a narrow screen (clear of the app bar and of a page's
 * own buttons at its top); 5 s; Alt+T moves focus to them.
 */
export const TOAST_OPTIONS = {
  position: 'bottom-right',
  narrowPosition: 'bottom-center',
  duration: 5000,
  hotkey: ['altKey', 'KeyT'],
} as const;

export const LANGUAGES = ['en', 'no'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
/** A stored language code as the product's language (an unknown one as the default). */
export const languageOrDefault = (code: string): Language =>
  LANGUAGES.find((language) => language === code) ?? DEFAULT_LANGUAGE;

/** The primary subtags of a language tag (BCP 47) that each product language answers to. */
const LANGUAGE_SUBTAGS = { en: ['en'], no: ['no', 'nb', 'nn'] } as const satisfies Record<
  Language,
  readonly string[]
>;

/** "nb-NO", "nn;q=0.8", "en_GB" → the product language they are, or null for any other language. */
export const languageOfTag = (tag: string | undefined): Language | null => {
  const primary = tag?.split(';')[0]?.trim().toLowerCase().split(/[-_]/)[0] ?? '';
  return (
    LANGUAGES.find((language) => (LANGUAGE_SUBTAGS[language] as readonly string[]).includes(primary)) ?? null
  );
};

export const TRANSLATIONS = {
  loadPath: '/locales/{{lng}}/{{ns}}.json',
  maxParallelReads: 10,
  maxRetries: 5,
  retryTimeoutMs: 350,
  detectionOrder: ['localStorage', 'cookie', 'navigator'],
} as const;

/** Certificates: a scan or the PDF the issuer sent. Checked by content on the server. */
export const CERTIFICATE_MAX_BYTES = 10 * 1024 * 1024;
export const CERTIFICATE_TYPES = {
  'application/pdf': 'pdf',
  'image/png': 'png',
  'image/jpeg': 'jpg',
} as const;

/**
 * CV import, POST /cv/openai/generate/cv/sections, multipart part `file`: a PDF or DOCX, checked by
 * content. Here, not in cv-import.ts, so the upload step does not pull zod into the page.
 */
export const CV_IMPORT_MAX_BYTES = 10 * 1024 * 1024;
export const CV_IMPORT_TYPES = {
  'application/pdf': 'pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
} as const;

/**
 * Text as part of a file name: letters and digits (æøå included) kept, anything else between them
 * one hyphen. "Kari  Nordmann" → "Kari-Nordmann"; "" stays "".
 */
export const fileNamePart = (text: string): string =>
  text
    .trim()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-|-$/g, '');

/**
 * The job report's file name: "Kari-Nordmann-job-report-2026-06-01.pdf", or without the name when
 * there is none (the web's fallback when the server names none).
 */
export const JOB_REPORT_FILE_NAME = (date: string, name = '') =>
  `${[fileNamePart(name), 'job-report', date].filter(Boolean).join('-')}.pdf`;

/**
 * POST /jobs/from-page: the most a page sent by the bookmarklet may weigh (the whole JSON body).
 * Here, not in job-links.ts, so the bookmarklet's page does not pull zod in for it.
 */
export const JOB_PAGE_MAX_BYTES = 2 * 1024 * 1024;

/**
 * The groups of entries an import reads and saves (the profile aside); a section warning names one.
 * Here, not in cv-import.ts, so the review step's summary does not pull zod into the page.
 */
export const IMPORT_GROUPS = [
  'experiences',
  'educations',
  'certifications',
  'professional',
  'personal',
  'language',
] as const;
