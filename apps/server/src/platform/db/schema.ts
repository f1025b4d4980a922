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

export type Database = {
  users: UsersTable;
  email_codes: EmailCodesTable;
  refresh_tokens: RefreshTokensTable;
};
