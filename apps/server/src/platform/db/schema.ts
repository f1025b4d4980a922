import type { JobLane, Language } from '@hirelane/contract/constants';
import type { Generated } from 'kysely';
import type { Bool, Timestamp } from './schema-columns.ts';
import type {
  CvCertificationsTable,
  CvDesignSettingsTable,
  CvEducationsTable,
  CvExperiencesTable,
  CvListsTable,
  EndorsementRequestsTable,
  EndorsementsTable,
  ProfilesTable,
  PublicProfilesTable,
  ShareableCvsTable,
  TailoredCvsTable,
  UserGuidesTable,
} from './schema-cv.ts';
import type {
  CalendarFeedsTable,
  InboxConnectionsTable,
  InboxMessagesTable,
  MailOutboxTable,
  ReminderDigestsTable,
  ReminderSettingsTable,
} from './schema-mail.ts';

/** Table shapes as stored (the CV's in schema-cv.ts, the mail's in schema-mail.ts). */

export type UsersTable = {
  id: string;
  email: string;
  password_hash: string | null;
  first_name: string;
  last_name: string;
  country: string;
  locale: string;
  consented_to_marketing: Bool;
  agreed_privacy_at: Timestamp;
  email_verified_at: Timestamp | null;
  /** Whether the board's cards show each job's match score. */
  show_match_scores: Generated<Bool>;
  created_at: Timestamp;
  updated_at: Timestamp;
};

export type EmailCodesTable = {
  id: string;
  user_id: string;
  purpose: string;
  code_hash: string;
  attempts: number;
  expires_at: Timestamp;
  consumed_at: Timestamp | null;
  created_at: Timestamp;
};

export type RefreshTokensTable = {
  id: string;
  family_id: string;
  user_id: string;
  token_hash: string;
  expires_at: Timestamp;
  rotated_at: Timestamp | null;
  revoked_at: Timestamp | null;
  created_at: Timestamp;
};

export type JobsTable = {
  id: string;
  user_id: string;
  status: string;
  is_pinned: Bool;
  sort_index: number;
  position: string;
  company: string;
  location: string | null;
  workplace: string | null;
  employment_type: string | null;
  posting_url: string | null;
  salary_text: string | null;
  salary_min: number | null;
  salary_max: number | null;
  salary_currency: string | null;
  salary_period: string | null;
  deadline: string | null;
  applied_date: string | null;
  source: string | null;
  contact_name: string | null;
  contact_email: string | null;
  contact_phone: string | null;
  description: string | null;
  notes: string | null;
  attachment_key: string | null;
  attachment_name: string | null;
  attachment_type: string | null;
  attachment_size: number | null;
  next_interview_at: Timestamp | null;
  /** When the job entered its lane (`status`); set on every write since 0014, which backfilled it. */
  lane_entered_at: Timestamp | null;
  /** Lower-cased position, company, location and notes, so search folds æøå the same on both databases. */
  search_text: string;
  created_at: Timestamp;
  updated_at: Timestamp;
};

export type JobBoardVersionsTable = { user_id: string; version: number };

export type SocialIdentitiesTable = {
  provider: string;
  subject: string;
  user_id: string;
  email: string | null;
  created_at: Timestamp;
};

export type JobStatusChangesTable = {
  id: string;
  user_id: string;
  job_id: string;
  from_status: JobLane | null;
  to_status: JobLane;
  changed_at: Timestamp;
};

/** A job's events besides its lanes (see features/jobs/job-events.repository.ts). */
export type JobEventsTable = {
  id: string;
  user_id: string;
  job_id: string;
  kind: string;
  at: Timestamp;
  detail: unknown;
};

export type LettersTable = {
  id: string;
  user_id: string;
  job_id: string | null;
  title: string;
  company: string;
  contact_name: string;
  body: string;
  language: Language;
  public_id: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** 1 when written, one more on every save: the letter's ETag. */
  version: number;
};

export type LetterTemplatesTable = {
  id: string;
  user_id: string;
  name: string;
  language: Language;
  title: string;
  body: string;
  created_at: Timestamp;
};

export type VideosTable = {
  id: string;
  user_id: string;
  name: string;
  description: string;
  category_id: number;
  storage_service_id: number;
  storage_key: string | null;
  vimeo_id: string | null;
  embed_url: string | null;
  poster_key: string | null;
  mime_type: string;
  /** bigint: PostgreSQL returns it as a string. */
  size_bytes: number | string;
  duration_seconds: number | null;
  created_at: Timestamp;
};

export type ExtensionTokensTable = {
  id: string;
  user_id: string;
  token_hash: string;
  created_at: Timestamp;
};

export type Database = {
  users: UsersTable;
  email_codes: EmailCodesTable;
  refresh_tokens: RefreshTokensTable;
  jobs: JobsTable;
  job_board_versions: JobBoardVersionsTable;
  cv_experiences: CvExperiencesTable;
  cv_educations: CvEducationsTable;
  cv_certifications: CvCertificationsTable;
  cv_lists: CvListsTable;
  endorsement_requests: EndorsementRequestsTable;
  endorsements: EndorsementsTable;
  user_guides: UserGuidesTable;
  shareable_cvs: ShareableCvsTable;
  cv_design_settings: CvDesignSettingsTable;
  tailored_cvs: TailoredCvsTable;
  public_profiles: PublicProfilesTable;
  profiles: ProfilesTable;
  social_identities: SocialIdentitiesTable;
  letters: LettersTable;
  job_status_changes: JobStatusChangesTable;
  job_events: JobEventsTable;
  letter_templates: LetterTemplatesTable;
  videos: VideosTable;
  mail_outbox: MailOutboxTable;
  calendar_feeds: CalendarFeedsTable;
  reminder_settings: ReminderSettingsTable;
  reminder_digests: ReminderDigestsTable;
  extension_tokens: ExtensionTokensTable;
  inbox_connections: InboxConnectionsTable;
  inbox_messages: InboxMessagesTable;
};
