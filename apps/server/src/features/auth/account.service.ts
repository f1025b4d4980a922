import {
  type CompleteForgotPasswordInput,
  DELETE_CONFIRMATION,
  type DeleteProfileInput,
  type RegisterInput,
  type ResetPasswordInput,
  type VerifyEmailInput,
} from '@hirelane/contract/auth';
import { type Language, VERIFICATION_CODE_LENGTH } from '@hirelane/contract/constants';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../platform/clock.ts';
import { AppError, badRequest } from '../../platform/http/app-error.ts';
import { composeMail } from '../../platform/mail/layout.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { isCommonPassword } from '../../platform/security/common-passwords.ts';
import { hashPassword, verifyPassword } from '../../platform/security/password.ts';
import { newId, sha256 } from '../../platform/security/random.ts';
import type { FileStore } from '../../platform/storage/file-store.ts';
import { USER_FILE_AREAS, userArea } from '../../platform/storage/user-areas.ts';
import type { AccountRepository, UserRecord } from './account.repository.ts';
import { SESSION_ENDED } from './auth.errors.ts';
import { authMails } from './auth.mails.ts';
import { createOneTimeCodes } from './one-time-codes.ts';
import type { SessionRepository } from './session.repository.ts';

export type AccountServiceDeps = {
  accounts: AccountRepository;
  sessions: SessionRepository;
  mailer: Mailer;
  clock: Clock;
  /** Key for hashing one-time codes. */
  codeKey: string;
  files: FileStore;
  publicUrl: URL;
  log: FastifyBaseLogger;
  /** One transaction around an action and its mail (the outbox row commits with the action). */
  transaction: <T>(work: () => Promise<T>) => Promise<T>;
};

const TOO_COMMON = 'This password is too common. Choose one that is harder to guess.';
const rejectCommonPassword = (password: string, field: string) => {
  if (isCommonPassword(password)) throw badRequest(TOO_COMMON, { [field]: TOO_COMMON });
};

/** Register, verify the e-mail address, reset or change the password, delete the account. */
export const createAccountService = (deps: AccountServiceDeps) => {
  const { accounts, sessions, mailer, clock, codeKey, publicUrl, log, files, transaction } = deps;
  const codes = createOneTimeCodes({ repo: accounts, clock, key: codeKey, transaction });
  const loginUrl = () => new URL('/login', publicUrl).toString();

  const sendVerificationCode = async (user: UserRecord, locale: Language): Promise<void> => {
    const code = await codes.issue(user.id, 'verify-email');
    await mailer.send(
      composeMail(user.email, authMails.verificationCode(locale, { firstName: user.firstName, code })),
    );
  };

  /**
   * Hashed first (slow), then the new password, the ended sessions and the mail in one transaction.
   * Every browser extension is disconnected too: its token was handed out under the old password,
   * which may be the stolen one.
   */
  const setPassword = async (user: UserRecord, newPassword: string, keepFamilyId?: string) => {
    const passwordHash = await hashPassword(newPassword);
    await transaction(async () => {
      await accounts.updatePassword(user.id, passwordHash, clock.now());
      await sessions.revokeUserFamilies(user.id, clock.now(), keepFamilyId);
      await sessions.revokeExtensionTokens(user.id);
      const content = authMails.passwordChanged(user.locale as Language, {
        firstName: user.firstName,
        loginUrl: loginUrl(),
      });
      await mailer.send(composeMail(user.email, content));
    });
  };

  return {
    /** Same answer whether or not the address is taken; its owner gets a warning mail instead of a code. */
    register: async (
      input: RegisterInput & { consentedToMarketing: boolean },
      locale: Language,
    ): Promise<string> => {
      const message = `We sent a ${VERIFICATION_CODE_LENGTH}-digit code to ${input.email}. Enter it to confirm your address.`;
      rejectCommonPassword(input.password, 'password');
      // Hash before looking up, so a taken address costs the same time as a new one.
      const passwordHash = await hashPassword(input.password);
      return transaction(async () => {
        const existing = await accounts.findUserByEmail(input.email);
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
          await mailer.send(
            composeMail(
              existing.email,
              authMails.registrationAttempt(locale, { firstName: existing.firstName, loginUrl: loginUrl() }),
            ),
          );
          return message;
        }
        if (existing) {
          await accounts.replaceUnverifiedUser({ ...fields, id: existing.id, existingId: existing.id });
        } else {
          await accounts.insertUser({ ...fields, id: newId() });
        }
        const user = await accounts.findUserByEmail(input.email);
        if (user) await sendVerificationCode(user, locale);
        return message;
      });
    },

    /**
     * Confirms the address with the e-mailed code and names the confirmed user, whom the code
     * proves to be the address's owner: the route signs them in.
     */
    verifyEmail: async ({ email, token }: VerifyEmailInput): Promise<{ message: string; userId: string }> => {
      const user = await accounts.findUserByEmail(email);
      await codes.consume(user?.id, 'verify-email', token);
      // consume() refuses an unknown address, so the user is there from here on.
      if (!user) throw SESSION_ENDED;
      await accounts.markEmailVerified(user.id, clock.now());
      return { message: 'Your e-mail address is confirmed. You are signed in.', userId: user.id };
    },

    /** A new code for an unverified address: at most one a minute and five an hour. */
    resendConfirmation: async (email: string, locale: Language): Promise<string> => {
      const message = `If ${email} is waiting for confirmation, a new code is on its way.`;
      const user = await accounts.findUserByEmail(email);
      if (!user || user.emailVerifiedAt) return message;
      await codes.assertCanSend(user.id, 'verify-email');
      await transaction(() => sendVerificationCode(user, locale));
      return message;
    },

    /** Same answer whether or not the account exists; its owner gets a reset code. */
    forgotPassword: async (email: string, locale: Language): Promise<string> => {
      const message = `If ${email} has a Hirelane account, a ${VERIFICATION_CODE_LENGTH}-digit code is on its way.`;
      const user = await accounts.findUserByEmail(email);
      if (!user) return message;
      await codes.assertCanSend(user.id, 'reset-password');
      await transaction(async () => {
        const code = await codes.issue(user.id, 'reset-password');
        await mailer.send(
          composeMail(user.email, authMails.passwordResetCode(locale, { firstName: user.firstName, code })),
        );
      });
      return message;
    },

    /** Sets a new password with the e-mailed code; every session of the user ends. */
    completeForgotPassword: async ({
      email,
      code,
      newPassword,
    }: CompleteForgotPasswordInput): Promise<string> => {
      // Checked before the code is used, so a refused password does not cost the code.
      rejectCommonPassword(newPassword, 'newPassword');
      const user = await accounts.findUserByEmail(email);
      await codes.consume(user?.id, 'reset-password', code);
      if (!user) throw new AppError('CODE_INVALID', 'This code is not correct.');
      // The code came through the mailbox, so the address is proven too.
      if (!user.emailVerifiedAt) await accounts.markEmailVerified(user.id, clock.now());
      await setPassword(user, newPassword);
      log.info({ userId: user.id }, 'password reset');
      return 'Your password is changed. Sign in with the new one.';
    },

    /** Changes the password of a signed-in user; their other sessions end, this one stays. */
    changePassword: async (userId: string, input: ResetPasswordInput, refreshToken: string | undefined) => {
      const user = await accounts.findUserById(userId);
      if (!user) throw SESSION_ENDED;
      rejectCommonPassword(input.newPassword, 'newPassword');
      if (!user.passwordHash || !(await verifyPassword(input.currentPassword, user.passwordHash))) {
        throw new AppError('VALIDATION_FAILED', 'Your current password is not correct', {
          fields: { currentPassword: 'Your current password is not correct' },
        });
      }
      const current = refreshToken ? await sessions.findRefreshToken(sha256(refreshToken)) : undefined;
      await setPassword(user, input.newPassword, current?.userId === user.id ? current.familyId : undefined);
      return 'Your password is changed. Other devices and browser extensions were signed out.';
    },

    /** Deletes the account and everything in it, after the password (or, without one, a typed confirmation). */
    deleteAccount: async (userId: string, input: DeleteProfileInput): Promise<string> => {
      const user = await accounts.findUserById(userId);
      if (!user) throw SESSION_ENDED;
      if (user.passwordHash) {
        if (!input.password || !(await verifyPassword(input.password, user.passwordHash))) {
          throw new AppError('VALIDATION_FAILED', 'Your password is not correct', {
            fields: { password: 'Your password is not correct' },
          });
        }
      } else if (input.confirmation !== DELETE_CONFIRMATION) {
        throw new AppError('VALIDATION_FAILED', `Type ${DELETE_CONFIRMATION} to confirm`, {
          fields: { confirmation: `Type ${DELETE_CONFIRMATION} to confirm` },
        });
      }
      await transaction(async () => {
        await accounts.deleteUser(user.id);
        await mailer.send(
          composeMail(
            user.email,
            authMails.accountDeleted(user.locale as Language, { firstName: user.firstName }),
          ),
        );
      });
      // Files go once the rows are gone for good (a failed deletion keeps both).
      await Promise.all(USER_FILE_AREAS.map((area) => files.removeArea(userArea(area, user.id))));
      log.info({ userId: user.id }, 'account deleted');
      return 'Your account and everything in it are deleted.';
    },
  };
};

export type AccountService = ReturnType<typeof createAccountService>;
