import { z } from 'zod';
import { emailField } from './common.ts';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './constants.ts';
import { COUNTRY_CODES } from './countries.ts';
import { personName } from './text.ts';

export const VERIFICATION_CODE_TTL_MS = 10 * 60 * 1000;
export const VERIFICATION_CODE_MAX_ATTEMPTS = 5;
export const RESEND_MIN_INTERVAL_MS = 60 * 1000;
export const RESEND_MAX_PER_HOUR = 5;
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;
export const REFRESH_REUSE_GRACE_MS = 10 * 1000;

export const passwordField = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `Use at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `Use at most ${PASSWORD_MAX_LENGTH} characters`);

/** A one-time code as the e-mail gives it (sign-up and forgotten password). */
const emailedCode = z
  .string()
  .trim()
  .regex(/^\d{6}$/, 'Enter the 6-digit code from the e-mail');

/** POST /auth/register */
export const registerInput = z.object({
  firstName: personName('First name'),
  lastName: personName('Last name'),
  email: emailField,
  country: z.string().refine((code) => COUNTRY_CODES.includes(code), 'Choose a country'),
  password: passwordField,
  agreedToPrivacyPolicy: z.literal(true, 'You must accept the privacy policy'),
  consentedToMarketing: z.boolean().default(false),
});
export type RegisterInput = z.input<typeof registerInput>;

/** POST /auth/verify-email */
export const verifyEmailInput = z.object({
  email: emailField,
  token: emailedCode,
});
export type VerifyEmailInput = z.infer<typeof verifyEmailInput>;

/** POST /auth/resend-confirmation */
export const resendConfirmationInput = z.object({ email: emailField });

/** POST /auth/login */
export const loginInput = z.object({
  email: emailField,
  password: z.string().min(1, 'Enter your password').max(PASSWORD_MAX_LENGTH, 'Incorrect e-mail or password'),
});
export type LoginInput = z.infer<typeof loginInput>;

/** POST /auth/refresh-token: the token pair every sign-in also returns. */
export const refreshResponse = z.object({ accessToken: z.string(), idToken: z.string() });
export type RefreshResponse = z.infer<typeof refreshResponse>;

export const loginResponse = refreshResponse.extend({ hideLoginGuide: z.boolean().optional() });

/** POST /auth/verify-email: the confirmation sentence and, as at sign-in, the new session's tokens. */
export const verifyEmailResponse = z.object({ message: z.string(), ...loginResponse.shape });

/** Claims of the idToken (a JWT the web app decodes, never trusts for authorisation). */
export const idTokenClaims = z.object({
  sub: z.string(),
  email: z.string(),
  given_name: z.string(),
  family_name: z.string(),
  country: z.string(),
});
export type IdTokenClaims = z.infer<typeof idTokenClaims>;

/** POST /auth/forgot-password */
export const forgotPasswordInput = z.object({ email: emailField });

/** POST /auth/complete-forgot-password: the e-mailed code and the new password. */
export const completeForgotPasswordInput = z.object({
  email: emailField,
  code: emailedCode,
  newPassword: passwordField,
});
export type CompleteForgotPasswordInput = z.infer<typeof completeForgotPasswordInput>;

/** POST /auth/reset-password (signed in). */
export const resetPasswordInput = z.object({
  currentPassword: z.string().min(1, 'Enter your current password').max(PASSWORD_MAX_LENGTH),
  newPassword: passwordField,
});
export type ResetPasswordInput = z.infer<typeof resetPasswordInput>;

/** What a social-only account types to confirm deletion. */
export const DELETE_CONFIRMATION = 'DELETE';

/** POST /auth/delete-profile: the password, or for accounts without one the typed confirmation. */
export const deleteProfileInput = z.object({
  password: z.string().max(PASSWORD_MAX_LENGTH).optional(),
  confirmation: z.string().max(20).optional(),
});
export type DeleteProfileInput = z.infer<typeof deleteProfileInput>;

/** POST /auth/social/google|facebook (and …/link): the code from the callback and the PKCE verifier. */
export const socialSignInInput = z.object({
  code: z.string().min(1, 'The sign-in code is missing').max(4096),
  codeVerifier: z.string().regex(/^[A-Za-z0-9\-._~]{43,128}$/, 'The PKCE verifier is not valid'),
});
export type SocialSignInInput = z.infer<typeof socialSignInInput>;

const providerSettings = z
  .object({ clientId: z.string(), authorizeUrl: z.string(), scope: z.string() })
  .nullable();

/** GET /auth/social/providers: what the web app needs to start a sign-in; null = not configured. */
export const socialProvidersResponse = z.object({ google: providerSettings, facebook: providerSettings });
export type SocialProvidersResponse = z.infer<typeof socialProvidersResponse>;
