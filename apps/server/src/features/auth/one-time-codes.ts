import {
  RESEND_MAX_PER_HOUR,
  RESEND_MIN_INTERVAL_MS,
  VERIFICATION_CODE_MAX_ATTEMPTS,
  VERIFICATION_CODE_TTL_MS,
} from '@hirelane/contract/auth';
import { VERIFICATION_CODE_LENGTH } from '@hirelane/contract/constants';
import type { Clock } from '../../platform/clock.ts';
import type { UnitOfWork } from '../../platform/db/unit-of-work.ts';
import { AppError, tooManyRequests } from '../../platform/http/app-error.ts';
import { hmac, newId, randomDigits, safeEqual } from '../../platform/security/random.ts';
import type { AccountRepository, CodePurpose } from './account.repository.ts';

const HOUR = 60 * 60 * 1000;
const WRONG_CODE = 'This code is not correct. Check the e-mail or ask for a new code.';
const USED_CODE = 'This code has already been used or replaced. Ask for a new code.';
const TOO_MANY = 'Too many wrong tries. Ask for a new code.';

/**
 * E-mailed one-time codes: 6 digits from a CSPRNG, stored as a keyed hash, valid 10 minutes,
 * single use, 5 wrong tries; a new code retires the old; at most one a minute and five an hour.
 */
export const createOneTimeCodes = ({
  repo,
  clock,
  key,
  transaction,
}: {
  repo: AccountRepository;
  clock: Clock;
  key: string;
  transaction: UnitOfWork['transaction'];
}) => {
  const hashOf = (userId: string, code: string) => hmac(key, `${userId}:${code}`);

  return {
    /** Throws 429 with Retry-After when another code may not be sent yet. */
    assertCanSend: async (userId: string, purpose: CodePurpose): Promise<void> => {
      const now = clock.now().getTime();
      const recent = await repo.codeTimesSince(userId, purpose, new Date(now - HOUR));
      const latest = recent[0] ? new Date(recent[0]).getTime() : 0;
      if (now - latest < RESEND_MIN_INTERVAL_MS) {
        const wait = Math.ceil((RESEND_MIN_INTERVAL_MS - (now - latest)) / 1000);
        throw tooManyRequests(`Please wait ${wait} seconds before asking for another code.`, wait);
      }
      if (recent.length >= RESEND_MAX_PER_HOUR) {
        const oldest = new Date(recent[recent.length - 1] ?? now).getTime();
        const wait = Math.ceil((oldest + HOUR - now) / 1000);
        throw tooManyRequests(
          `You have asked for ${RESEND_MAX_PER_HOUR} codes this hour. Please try again in ${Math.ceil(wait / 60)} minutes.`,
          wait,
        );
      }
    },

    /** Makes and stores a new code (retiring earlier ones) and returns it for the mail. */
    issue: async (userId: string, purpose: CodePurpose): Promise<string> => {
      const code = randomDigits(VERIFICATION_CODE_LENGTH);
      const now = clock.now();
      await transaction(() =>
        repo.replaceCode({
          id: newId(),
          userId,
          purpose,
          codeHash: hashOf(userId, code),
          expiresAt: new Date(now.getTime() + VERIFICATION_CODE_TTL_MS),
          now,
        }),
      );
      return code;
    },

    /** Uses the code once, or throws the reason it cannot be used. `userId` undefined = unknown address. */
    consume: async (userId: string | undefined, purpose: CodePurpose, code: string): Promise<void> => {
      const stored = userId && (await repo.findLatestCode(userId, purpose));
      if (!userId || !stored) throw new AppError('CODE_INVALID', WRONG_CODE);
      if (stored.consumedAt) throw new AppError('CODE_INVALID', USED_CODE);
      if (stored.attempts >= VERIFICATION_CODE_MAX_ATTEMPTS)
        throw new AppError('CODE_ATTEMPTS_EXCEEDED', TOO_MANY);
      if (new Date(stored.expiresAt) <= clock.now()) {
        throw new AppError('CODE_EXPIRED', 'This code has expired. Ask for a new code.');
      }
      if (!safeEqual(stored.codeHash, hashOf(userId, code))) {
        const counted = await repo.recordWrongAttempt(stored.id, VERIFICATION_CODE_MAX_ATTEMPTS);
        throw counted
          ? new AppError('CODE_INVALID', WRONG_CODE)
          : new AppError('CODE_ATTEMPTS_EXCEEDED', TOO_MANY);
      }
      if (!(await repo.consumeCode(stored.id, clock.now()))) throw new AppError('CODE_INVALID', USED_CODE);
    },
  };
};
