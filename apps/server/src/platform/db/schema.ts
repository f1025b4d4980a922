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
  hide_login_guide: Bool;
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
  /** Lower-cased position, company, location and notes, so search folds æøå the same on both databases. */
  search_text: string;
  created_at: Timestamp;
  updated_at: Timestamp;
};

export type JobBoardVersionsTable = { user_id: string; version: number };

export type Database = {
  users: UsersTable;
  email_codes: EmailCodesTable;
  refresh_tokens: RefreshTokensTable;
  jobs: JobsTable;
  job_board_versions: JobBoardVersionsTable;
};
