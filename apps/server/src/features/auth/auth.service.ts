import {
  type LoginInput,
  REFRESH_REUSE_GRACE_MS,
  REFRESH_TOKEN_TTL_MS,
  RESEND_MAX_PER_HOUR,
  RESEND_MIN_INTERVAL_MS,
  type RegisterInput,
  VERIFICATION_CODE_LENGTH,
  VERIFICATION_CODE_MAX_ATTEMPTS,
  VERIFICATION_CODE_TTL_MS,
  type VerifyEmailInput,
} from '@hirelane/contract/auth';
import type { Language } from '@hirelane/contract/constants';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../platform/clock.ts';
import { AppError, badRequest, tooManyRequests } from '../../platform/http/app-error.ts';
import { composeMail } from '../../platform/mail/layout.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { isCommonPassword } from '../../platform/security/common-passwords.ts';
import type { TokenSigner } from '../../platform/security/jwt.ts';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../../platform/security/password.ts';
import { hmac, newId, randomDigits, randomToken, safeEqual, sha256 } from '../../platform/security/random.ts';
import { authMails } from './auth.mails.ts';
import type { AuthRepository, UserRecord } from './auth.repository.ts';

export type AuthServiceDeps = {
  repo: AuthRepository;
  mailer: Mailer;
  clock: Clock;
  signer: TokenSigner;
  /** Key for hashing one-time codes. */
  codeKey: string;
  publicUrl: URL;
  log: FastifyBaseLogger;
};

export type SessionTokens = {
  accessToken: string;
  idToken: string;
  /** The new refresh token to set as cookie; absent when the browser already holds the current one. */
  refresh?: { token: string; expiresAt: Date };
};

const INVALID_CREDENTIALS = new AppError(401, 'INVALID_CREDENTIALS', 'Incorrect e-mail or password');
const SESSION_ENDED = new AppError(401, 'REFRESH_INVALID', 'Your session has ended. Please sign in again.');
const WRONG_CODE = new AppError(
  400,
  'CODE_INVALID',
  'This code is not correct. Check the e-mail or ask for a new code.',
);

export const createAuthService = ({
  repo,
  mailer,
  clock,
  signer,
  codeKey,
  publicUrl,
  log,
}: AuthServiceDeps) => {
  const codeHash = (userId: string, code: string) => hmac(codeKey, `${userId}:${code}`);

  const sendVerificationCode = async (user: UserRecord, locale: Language): Promise<void> => {
    const code = randomDigits(VERIFICATION_CODE_LENGTH);
    const now = clock.now();
    await repo.replaceCode({
      id: newId(),
      userId: user.id,
      purpose: 'verify-email',
      codeHash: codeHash(user.id, code),
      expiresAt: new Date(now.getTime() + VERIFICATION_CODE_TTL_MS),
      now,
    });
    await mailer.send(
      composeMail(user.email, authMails.verificationCode(locale, { firstName: user.firstName, code })),
    );
  };

  const issueSession = async (
    user: UserRecord,
    family?: { id: string; expiresAt: string },
  ): Promise<SessionTokens> => {
    const now = clock.now();
    const familyId = family?.id ?? newId();
    const expiresAt = family?.expiresAt ?? new Date(now.getTime() + REFRESH_TOKEN_TTL_MS).toISOString();
    const token = randomToken(32);
    await repo.insertRefreshToken({
      id: newId(),
      familyId,
      userId: user.id,
      tokenHash: sha256(token),
      expiresAt,
      now,
    });
    return { ...(await signTokens(user)), refresh: { token, expiresAt: new Date(expiresAt) } };
  };

  const signTokens = async (user: UserRecord) => ({
    accessToken: await signer.signAccess(user.id),
    idToken: await signer.signIdentity(user.id, {
      email: user.email,
      given_name: user.firstName,
      family_name: user.lastName,
      country: user.country,
    }),
  });

  return {
    /** Same answer whether or not the address is taken; its owner gets a warning mail instead of a code. */
    register: async (
      input: RegisterInput & { consentedToMarketing: boolean },
      locale: Language,
    ): Promise<string> => {
      const message = `We sent a ${VERIFICATION_CODE_LENGTH}-digit code to ${input.email}. Enter it to confirm your address.`;
      if (isCommonPassword(input.password)) {
        throw badRequest('This password is too common. Choose one that is harder to guess.', {
          password: 'This password is too common. Choose one that is harder to guess.',
        });
      }
      // Hash before looking up, so a taken address costs the same time as a new one.
      const passwordHash = await hashPassword(input.password);
      const existing = await repo.findUserByEmail(input.email);
      const fields = {
        email: input.email,
        passwordHash,
        firstName: input.firstName,
        lastName: input.lastName,
        country: input.country,
        locale,
        consentedToMarketing: input.consentedToMarketing,
        now: clock.now(),
      };
      if (existing?.emailVerifiedAt) {
        const loginUrl = new URL('/login', publicUrl).toString();
        await mailer.send(
          composeMail(
            existing.email,
            authMails.registrationAttempt(locale, { firstName: existing.firstName, loginUrl }),
          ),
        );
        return message;
      }
      if (existing) {
        await repo.replaceUnverifiedUser({ ...fields, id: existing.id, existingId: existing.id });
      } else {
        await repo.insertUser({ ...fields, id: newId() });
      }
      const user = await repo.findUserByEmail(input.email);
      if (user) await sendVerificationCode(user, locale);
      return message;
    },

    /** Checks a one-time code: 10 minutes, single use, at most 5 wrong tries. */
    verifyEmail: async ({ email, token }: VerifyEmailInput): Promise<string> => {
      const user = await repo.findUserByEmail(email);
      const code = user && (await repo.findLatestCode(user.id, 'verify-email'));
      if (!user || !code) throw WRONG_CODE;
      if (code.consumedAt) {
        throw new AppError(
          400,
          'CODE_INVALID',
          'This code has already been used or replaced. Ask for a new code.',
        );
      }
      if (code.attempts >= VERIFICATION_CODE_MAX_ATTEMPTS) {
        throw new AppError(400, 'CODE_ATTEMPTS_EXCEEDED', 'Too many wrong tries. Ask for a new code.');
      }
      if (new Date(code.expiresAt) <= clock.now()) {
        throw new AppError(400, 'CODE_EXPIRED', 'This code has expired. Ask for a new code.');
      }
      if (!safeEqual(code.codeHash, codeHash(user.id, token))) {
        const counted = await repo.recordWrongAttempt(code.id, VERIFICATION_CODE_MAX_ATTEMPTS);
        if (!counted)
          throw new AppError(400, 'CODE_ATTEMPTS_EXCEEDED', 'Too many wrong tries. Ask for a new code.');
        throw WRONG_CODE;
      }
      if (!(await repo.consumeCode(code.id, clock.now()))) {
        throw new AppError(
          400,
          'CODE_INVALID',
          'This code has already been used or replaced. Ask for a new code.',
        );
      }
      await repo.markEmailVerified(user.id, clock.now());
      return 'Your e-mail address is confirmed. You can sign in now.';
    },

    /** A new code for an unverified address: at most one a minute and five an hour. */
    resendConfirmation: async (email: string, locale: Language): Promise<string> => {
      const message = `If ${email} is waiting for confirmation, a new code is on its way.`;
      const user = await repo.findUserByEmail(email);
      if (!user || user.emailVerifiedAt) return message;
      const now = clock.now().getTime();
      const recent = await repo.codeTimesSince(user.id, 'verify-email', new Date(now - 60 * 60 * 1000));
      const latest = recent[0] ? new Date(recent[0]).getTime() : 0;
      if (now - latest < RESEND_MIN_INTERVAL_MS) {
        const wait = Math.ceil((RESEND_MIN_INTERVAL_MS - (now - latest)) / 1000);
        throw tooManyRequests(`Please wait ${wait} seconds before asking for another code.`, wait);
      }
      if (recent.length >= RESEND_MAX_PER_HOUR) {
        const oldest = new Date(recent[recent.length - 1] ?? now).getTime();
        const wait = Math.ceil((oldest + 60 * 60 * 1000 - now) / 1000);
        throw tooManyRequests(
          `You have asked for ${RESEND_MAX_PER_HOUR} codes this hour. Please try again in ${Math.ceil(wait / 60)} minutes.`,
          wait,
        );
      }
      await sendVerificationCode(user, locale);
      return message;
    },

    login: async ({ email, password }: LoginInput): Promise<SessionTokens & { hideLoginGuide: boolean }> => {
      const user = await repo.findUserByEmail(email);
      if (!user?.passwordHash) {
        await burnPasswordCheck(password);
        throw INVALID_CREDENTIALS;
      }
      if (!(await verifyPassword(password, user.passwordHash))) throw INVALID_CREDENTIALS;
      if (!user.emailVerifiedAt) {
        throw new AppError(
          403,
          'EMAIL_NOT_VERIFIED',
          'Please confirm your e-mail address first. We can send you a new code.',
        );
      }
      log.info({ userId: user.id }, 'signed in');
      return { ...(await issueSession(user)), hideLoginGuide: user.hideLoginGuide };
    },

    /**
     * Rotates the refresh token. Presenting a rotated-out token revokes its whole family, except
     * within a short grace for parallel tabs, which share the browser's cookie that already holds the successor.
     */
    refresh: async (rawToken: string | undefined): Promise<SessionTokens> => {
      if (!rawToken) throw SESSION_ENDED;
      const now = clock.now();
      const stored = await repo.findRefreshToken(sha256(rawToken));
      if (!stored || stored.revokedAt || new Date(stored.expiresAt) <= now) throw SESSION_ENDED;
      const user = await repo.findUserById(stored.userId);
      if (!user) throw SESSION_ENDED;
      const rotatedNow = !stored.rotatedAt && (await repo.markRotated(stored.id, now));
      if (rotatedNow) return issueSession(user, { id: stored.familyId, expiresAt: stored.expiresAt });
      const rotatedAt = stored.rotatedAt ? new Date(stored.rotatedAt).getTime() : now.getTime();
      if (now.getTime() - rotatedAt <= REFRESH_REUSE_GRACE_MS) return signTokens(user);
      log.warn({ userId: user.id, familyId: stored.familyId }, 'refresh token reused: family revoked');
      await repo.revokeFamily(stored.familyId, now);
      throw SESSION_ENDED;
    },

    logout: async (rawToken: string | undefined): Promise<void> => {
      if (!rawToken) return;
      const stored = await repo.findRefreshToken(sha256(rawToken));
      if (stored) await repo.revokeFamily(stored.familyId, clock.now());
    },
  };
};

export type AuthService = ReturnType<typeof createAuthService>;
