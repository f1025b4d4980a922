import type { ReminderSettings } from '@hirelane/contract/reminders';
import type { FastifyBaseLogger } from 'fastify';
import type { ReminderConfig } from '../../config-operations.ts';
import type { Clock } from '../../platform/clock.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { localTime } from '../../platform/local-time.ts';
import { composeMail } from '../../platform/mail/layout.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { isEmptyDigest, pickDigest } from './digest.ts';
import { digestMail } from './reminders.mails.ts';
import type { Recipient, RemindersRepository } from './reminders.repository.ts';
import type { UnsubscribeTokens } from './unsubscribe-token.ts';

export type RemindersService = ReturnType<typeof createRemindersService>;

type RemindersDeps = {
  repo: RemindersRepository;
  mailer: Mailer;
  clock: Clock;
  publicUrl: URL;
  tokens: UnsubscribeTokens;
  config: ReminderConfig;
  transaction: <T>(work: () => Promise<T>) => Promise<T>;
  log: FastifyBaseLogger;
};

/** Accounts read per query while looking for digests due. */
const PAGE = 200;
/** How far ahead a digest looks for interviews: tomorrow, in any time zone. */
const LOOK_AHEAD_MS = 3 * 86_400_000;
const KEEP_CLAIMS_MS = 40 * 86_400_000;

const INVALID_LINK = new AppError(
  'UNSUBSCRIBE_LINK_INVALID',
  'This unsubscribe link is not valid. Sign in and turn reminders off in your account settings.',
);

/**
 * Follow-up reminders: each user's choices, and the daily digest — at most one per user and
 * local day, from the configured hour on, claimed in the database so that several instances
 * send it once. The claim and the mail commit together (the mail goes through the outbox).
 */
export const createRemindersService = (deps: RemindersDeps) => {
  const { repo, clock, publicUrl, tokens, config } = deps;
  const link = (path: string) => new URL(path, publicUrl).toString();

  /** The user an unsubscribe token names; INVALID_LINK for a token that is not one of ours. */
  const ownerOfLink = async (token: string | undefined): Promise<string> => {
    const userId = token ? tokens.userOf(token) : undefined;
    if (!userId || !(await repo.userExists(userId))) throw INVALID_LINK;
    return userId;
  };

  const sendDigest = async (recipient: Recipient, now: Date): Promise<void> => {
    const { settings } = recipient;
    const local = localTime(now, settings.timeZone);
    if (local.hour < config.hour || recipient.lastDigestDay === local.day) return;
    const jobs = await repo.jobsToRemind(recipient.userId, new Date(now.getTime() - LOOK_AHEAD_MS));
    const digest = pickDigest(settings, jobs, now);
    // Nothing to say is not a digest: the day stays open for an interview added later today.
    if (isEmptyDigest(digest)) return;
    const items = digest.interviews.length + digest.stale.length;
    await deps.transaction(async () => {
      if (!(await repo.claimDigest(recipient.userId, local.day, items, now))) return;
      const token = encodeURIComponent(tokens.tokenFor(recipient.userId));
      const content = digestMail(recipient.language, recipient.firstName, digest, {
        job: (jobId) => link(`/?job=${encodeURIComponent(jobId)}`),
        settings: link('/account/reminders'),
        unsubscribe: link(`/unsubscribe?token=${token}`),
        oneClickUnsubscribe: link(`/api/reminders/unsubscribe?token=${token}`),
      });
      await deps.mailer.send(composeMail(recipient.email, content));
    });
  };

  return {
    getSettings: (userId: string): Promise<ReminderSettings> => repo.getSettings(userId),

    saveSettings: async (userId: string, settings: ReminderSettings): Promise<ReminderSettings> => {
      await repo.saveSettings(userId, settings, clock.now());
      return repo.getSettings(userId);
    },

    /** Opening the mail's link changes nothing (mail scanners open links): 404 for a token not ours. */
    checkUnsubscribeLink: async (token: string | undefined): Promise<void> => {
      await ownerOfLink(token);
    },

    /** Turns both reminders off for the token's owner; 404 for a token that is not one of ours. */
    unsubscribe: async (token: string | undefined): Promise<void> => {
      const userId = await ownerOfLink(token);
      const settings = await repo.getSettings(userId);
      await repo.saveSettings(
        userId,
        { ...settings, staleEnabled: false, interviewEnabled: false },
        clock.now(),
      );
    },

    /** One pass over every account: sends the digests due now. One account's failure skips only it. */
    runDue: async (): Promise<void> => {
      const now = clock.now();
      let after: string | undefined = '';
      while (after !== undefined) {
        const { recipients, lastId } = await repo.recipientsAfter(after, PAGE);
        for (const recipient of recipients) {
          try {
            await sendDigest(recipient, now);
          } catch (error) {
            deps.log.error({ err: error, userId: recipient.userId }, 'reminder digest failed');
          }
        }
        after = lastId;
      }
      await repo.removeDigestsBefore(new Date(now.getTime() - KEEP_CLAIMS_MS));
    },
  };
};
