import { type CalendarFeed, INTERVIEW_MINUTES } from '@hirelane/contract/calendar';
import type { Language } from '@hirelane/contract/constants';
import type { Clock } from '../../platform/clock.ts';
import { notFound, orNotFound } from '../../platform/http/app-error.ts';
import { hmac, randomToken, sha256 } from '../../platform/security/random.ts';
import type { CalendarRepository, StoredFeed } from './calendar.repository.ts';
import { interviewCalendar, interviewFeed } from './interview-events.ts';

export type CalendarService = ReturnType<typeof createCalendarService>;

type CalendarDeps = {
  repo: CalendarRepository;
  clock: Clock;
  publicUrl: URL;
  /** Server key the feeds' tokens are derived with (from the JWT secret). */
  feedKey: string;
};

/** An .ics file to hand out. */
export type IcsFile = { data: Buffer; fileName: string };

const NO_INTERVIEW = 'This job has no interview date';
const NO_FEED = 'This calendar link does not exist. Copy the current one from Hirelane.';

/** interview-fjord-software-as.ics: the company's letters and digits, in any alphabet. */
const fileNameOf = (company: string): string => {
  const slug = company
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return slug ? `interview-${slug}.ics` : 'interview.ics';
};

/**
 * Interviews as calendar events: one job's as an .ics download, and every upcoming one in a
 * private feed whose address (a 256-bit token) calendars subscribe to without a session.
 */
export const createCalendarService = ({ repo, clock, publicUrl, feedKey }: CalendarDeps) => {
  const tokenOf = (seed: string) => hmac(feedKey, seed);

  const newFeed = (): { stored: StoredFeed; token: string } => {
    const secretSeed = randomToken(32);
    const token = tokenOf(secretSeed);
    return { stored: { secretSeed, tokenHash: sha256(token), createdAt: clock.now().toISOString() }, token };
  };

  const present = (token: string, createdAt: string): CalendarFeed => {
    const url = new URL(`/api/calendar/${token}.ics`, publicUrl);
    return { url: url.toString(), webcalUrl: `webcal://${url.host}${url.pathname}`, createdAt };
  };

  /** The stored feed's address; after a change of the server key the stored hash follows it. */
  const presentStored = async (userId: string, feed: StoredFeed): Promise<CalendarFeed> => {
    const token = tokenOf(feed.secretSeed);
    const tokenHash = sha256(token);
    if (tokenHash !== feed.tokenHash) await repo.updateTokenHash(userId, tokenHash);
    return present(token, feed.createdAt);
  };

  const enableFeed = async (userId: string): Promise<CalendarFeed> => {
    await repo.insertFeed(userId, newFeed().stored);
    return presentStored(userId, await orNotFound(repo.findFeed(userId), 'Your account was not found'));
  };

  return {
    /** The .ics of one of the user's jobs; 404 for another user's job or one without an interview. */
    interviewFile: async (userId: string, jobId: string, language: Language): Promise<IcsFile> => {
      const interview = await repo.findInterview(userId, jobId);
      if (!interview) throw notFound(NO_INTERVIEW);
      const ics = interviewCalendar(interview, { language, publicUrl, now: clock.now() });
      return { data: Buffer.from(ics, 'utf8'), fileName: fileNameOf(interview.company) };
    },

    /** The user's feed, or null while it is off. */
    getFeed: async (userId: string): Promise<CalendarFeed | null> => {
      const feed = await repo.findFeed(userId);
      return feed ? presentStored(userId, feed) : null;
    },

    /** Turns the feed on; an existing one keeps its address. */
    enableFeed,

    /** A new address for the feed (turning it on if it was off); the old one answers 404 at once. */
    rotateFeed: async (userId: string): Promise<CalendarFeed> => {
      const { stored, token } = newFeed();
      if (await repo.replaceFeed(userId, stored)) return present(token, stored.createdAt);
      return enableFeed(userId);
    },

    disableFeed: async (userId: string): Promise<void> => {
      await repo.deleteFeed(userId);
    },

    /** The feed behind a token: interviews that have not ended yet, in the owner's language. */
    feedFile: async (token: string): Promise<IcsFile> => {
      const owner = /^[A-Za-z0-9_-]{43}$/.test(token) ? await repo.findFeedOwner(sha256(token)) : undefined;
      if (!owner) throw notFound(NO_FEED);
      const now = clock.now();
      const interviews = await repo.listInterviewsAfter(
        owner.userId,
        new Date(now.getTime() - INTERVIEW_MINUTES * 60_000),
      );
      const ics = interviewFeed(interviews, { language: owner.language, publicUrl, now });
      return { data: Buffer.from(ics, 'utf8'), fileName: 'hirelane-interviews.ics' };
    },
  };
};
