import type { JobLane, Language } from '@hirelane/contract/constants';
import type { Generated } from 'kysely';

/** Table shapes as stored. Timestamps are ISO-8601 UTC strings on the way in; see dialect.ts. */

type Timestamp = string;
type Bool = boolean | number;

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

type Owned = { id: string; user_id: string; created_at: Timestamp; updated_at: Timestamp };

export type CvExperiencesTable = Owned & {
  title: string;
  company: string;
  location: string | null;
  employment_type: string | null;
  start_date: string;
  end_date: string | null;
  is_current: Bool;
  description: string | null;
};

export type CvEducationsTable = Owned & {
  school: string;
  degree: string | null;
  field: string | null;
  start_date: string;
  end_date: string | null;
  grade: string | null;
  description: string | null;
};

export type CvCertificationsTable = Owned & {
  name: string;
  issuer: string | null;
  issue_date: string | null;
  expiry_date: string | null;
  credential_id: string | null;
  credential_url: string | null;
  file_key: string | null;
  file_name: string | null;
  file_type: string | null;
  file_size: number | null;
};

export type CvListsTable = { user_id: string; kind: string; items: unknown; updated_at: Timestamp };

export type EndorsementRequestsTable = {
  id: string;
  user_id: string;
  endorser_name: string;
  endorser_email: string;
  relationship: number;
  message: string;
  state: string;
  locale: string;
  created_at: Timestamp;
  updated_at: Timestamp;
  reminded_at: Timestamp | null;
  responded_at: Timestamp | null;
};

export type EndorsementsTable = {
  id: string;
  user_id: string;
  request_id: string;
  endorser_name: string;
  endorser_title: string;
  relationship: number;
  text: string;
  is_visible: Bool;
  created_at: Timestamp;
};

export type UserGuidesTable = { user_id: string; guide: string; completed_at: Timestamp };

export type ShareableCvsTable = {
  id: string;
  user_id: string;
  title: string;
  expiry_date: string | null;
  views: number;
  /** JSON list of the profile's contact details the link shows (photo, email, phone, links). */
  contact_fields: unknown;
  /** The owner's video the link plays (cleared when the video is deleted). */
  video_id: string | null;
  /** The CV design the link shows (null: the owner's own choice). */
  design: string | null;
  /** The job whose tailored version of the CV the link shows (null: the main CV). */
  job_id: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
};

/** How a user's CV is drawn (one row per user; no row: the defaults). */
export type CvDesignSettingsTable = {
  id: string;
  user_id: string;
  design: string;
  accent: string;
  font: string;
  paper: string;
  language: string;
  updated_at: Timestamp;
};

/** A job's tailored version of the CV; JSON text columns, null ones follow the main CV. */
export type TailoredCvsTable = {
  id: string;
  user_id: string;
  job_id: string;
  headline: string | null;
  summary: string | null;
  excluded_entry_ids: string;
  entry_order: string;
  description_overrides: string;
  professional_skills: string | null;
  /** The skills the job's ad asks for, as found when the version was saved: they go first. */
  priority_skills: string;
  design: string | null;
  /** JSON list of the skills the version hides, as "kind:name" ids (migration 0026). */
  hidden_skill_ids: string;
  created_at: Timestamp;
  updated_at: Timestamp;
};

/** The headline is the profile's (profiles.headline): one headline since migration 0016. */
export type PublicProfilesTable = {
  user_id: string;
  handle: string | null;
  bio: string;
  is_visible: Bool;
  sections: unknown;
  tags: unknown;
  contact_fields: unknown;
  /** The owner's video the profile plays (cleared when the video is deleted). */
  video_id: string | null;
  /** Opt-in: listed in the sitemap and indexable while visible. */
  indexable: Bool;
  updated_at: Timestamp;
};

export type ProfilesTable = {
  user_id: string;
  headline: string;
  summary: string;
  phone: string;
  contact_email: string;
  location: string;
  links: unknown;
  date_of_birth: string | null;
  image_key: string | null;
  image_updated_at: Timestamp | null;
  updated_at: Timestamp;
};

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

export type MailOutboxTable = {
  id: string;
  recipient: string;
  subject: string;
  text_body: string;
  html_body: string;
  attempts: number;
  next_attempt_at: Timestamp;
  claimed_until: Timestamp | null;
  sent_at: Timestamp | null;
  failed_at: Timestamp | null;
  last_error: string | null;
  /** Extra headers as a JSON object (List-Unsubscribe), or null. */
  headers: string | null;
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

/** One private interview feed per user (features/calendar). */
export type CalendarFeedsTable = {
  id: string;
  user_id: string;
  secret_seed: string;
  token_hash: string;
  created_at: Timestamp;
};

export type ExtensionTokensTable = {
  id: string;
  user_id: string;
  token_hash: string;
  created_at: Timestamp;
};

export type ReminderSettingsTable = {
  id: string;
  user_id: string;
  stale_enabled: Bool;
  stale_days: number;
  interview_enabled: Bool;
  time_zone: string;
  updated_at: Timestamp;
};

/** One row per user and local day whose digest an instance claimed (unique on both). */
export type ReminderDigestsTable = {
  id: string;
  user_id: string;
  day: string;
  item_count: number;
  created_at: Timestamp;
};

export type InboxConnectionsTable = {
  id: string;
  user_id: string;
  host: string;
  port: number;
  secure: Bool;
  username: string;
  /** The password sealed with AES-256-GCM (`platform/security/sealed-secret.ts`). */
  password_secret: string;
  folder: string;
  auto_apply: Bool;
  time_zone: string;
  uid_validity: string | null;
  last_uid: number | string | null;
  last_sync_at: Timestamp | null;
  last_error: string | null;
  lease_holder: string | null;
  lease_until: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
};

export type InboxMessagesTable = {
  id: string;
  user_id: string;
  message_id: string;
  received_at: Timestamp;
  sender_domain: string | null;
  subject: string;
  kind: string;
  company: string | null;
  position: string | null;
  interview_at: Timestamp | null;
  job_id: string | null;
  /** pending (a suggestion waiting), applied, dismissed, or noted (nothing to suggest). */
  status: string;
  applied_job_id: string | null;
  created_job: Bool | null;
  previous_lane: JobLane | null;
  previous_interview_at: Timestamp | null;
  decided_at: Timestamp | null;
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
