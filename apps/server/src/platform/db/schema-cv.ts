import type { Bool, Timestamp } from './schema-columns.ts';

/** The CV's tables as stored: its sections, profile, endorsements and what is shared of it. */

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
