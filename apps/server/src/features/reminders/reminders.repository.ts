import { JOB_LANES, type JobLane, type Language, languageOrDefault } from '@hirelane/contract/constants';
import { REMINDER_DEFAULTS, type ReminderSettings } from '@hirelane/contract/reminders';
import type { Db } from '../../platform/db/database.ts';
import { read } from '../../platform/db/dialect.ts';
import { newId } from '../../platform/security/random.ts';
import { type ReminderJob, WAITING_LANES } from './digest.ts';

/** Someone who may get a digest: a verified account with at least one reminder on. */
export type Recipient = {
  userId: string;
  email: string;
  firstName: string;
  language: Language;
  settings: ReminderSettings;
  /** The last local day whose digest was claimed, if any. */
  lastDigestDay: string | null;
};

type SettingsRow = {
  stale_enabled: unknown;
  stale_days: number | null;
  interview_enabled: unknown;
  time_zone: string | null;
};

/** A settings row, or the defaults where the user never saved any (a left join gives nulls). */
const toSettings = (row: SettingsRow | undefined): ReminderSettings =>
  row && row.stale_days !== null && row.time_zone !== null
    ? {
        staleEnabled: read.bool(row.stale_enabled),
        staleDays: row.stale_days,
        interviewEnabled: read.bool(row.interview_enabled),
        timeZone: row.time_zone,
      }
    : { ...REMINDER_DEFAULTS };

const toLane = (status: string): JobLane => JOB_LANES.find((lane) => lane === status) ?? 'saved';

/** All SQL of follow-up reminders: the settings, the jobs a digest reads and the day's claim. */
export const createRemindersRepository = (db: Db) => ({
  /** The user's settings (the defaults until they save some). */
  getSettings: async (userId: string): Promise<ReminderSettings> =>
    toSettings(
      await db
        .selectFrom('reminder_settings')
        .select(['stale_enabled', 'stale_days', 'interview_enabled', 'time_zone'])
        .where('user_id', '=', userId)
        .executeTakeFirst(),
    ),

  saveSettings: async (userId: string, settings: ReminderSettings, now: Date): Promise<void> => {
    const values = {
      stale_enabled: settings.staleEnabled,
      stale_days: settings.staleDays,
      interview_enabled: settings.interviewEnabled,
      time_zone: settings.timeZone,
      updated_at: now.toISOString(),
    };
    await db
      .insertInto('reminder_settings')
      .values({ id: newId(), user_id: userId, ...values })
      .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
      .execute();
  },

  /** True when the account exists (the unsubscribe link outlives nothing). */
  userExists: async (userId: string): Promise<boolean> =>
    (await db.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst()) !== undefined,

  /**
   * One page of verified accounts in id order after `afterUserId`, with their settings; those who
   * turned both reminders off are left out. `lastId` is where the next page starts (none: the end).
   */
  recipientsAfter: async (
    afterUserId: string,
    limit: number,
  ): Promise<{ recipients: Recipient[]; lastId: string | undefined }> => {
    const rows = await db
      .selectFrom('users')
      .leftJoin('reminder_settings', 'reminder_settings.user_id', 'users.id')
      .select([
        'users.id',
        'users.email',
        'users.first_name',
        'users.locale',
        'reminder_settings.stale_enabled',
        'reminder_settings.stale_days',
        'reminder_settings.interview_enabled',
        'reminder_settings.time_zone',
        (eb) =>
          eb
            .selectFrom('reminder_digests')
            .select((sub) => sub.fn.max('reminder_digests.day').as('day'))
            .whereRef('reminder_digests.user_id', '=', 'users.id')
            .as('last_digest_day'),
      ])
      .where('users.email_verified_at', 'is not', null)
      .where('users.id', '>', afterUserId)
      .orderBy('users.id')
      .limit(limit)
      .execute();
    const recipients = rows
      .map((row) => ({
        userId: row.id,
        email: row.email,
        firstName: row.first_name,
        language: languageOrDefault(row.locale),
        settings: toSettings(row),
        lastDigestDay: row.last_digest_day ?? null,
      }))
      .filter(({ settings }) => settings.staleEnabled || settings.interviewEnabled);
    return { recipients, lastId: rows.at(-1)?.id };
  },

  /** The jobs a digest may name: waiting applications and any job with an interview after `after`. */
  jobsToRemind: async (userId: string, after: Date): Promise<ReminderJob[]> => {
    const rows = await db
      .selectFrom('jobs')
      .select(['id', 'position', 'company', 'status', 'updated_at', 'next_interview_at'])
      .where('user_id', '=', userId)
      .where((eb) =>
        eb.or([eb('status', 'in', [...WAITING_LANES]), eb('next_interview_at', '>', after.toISOString())]),
      )
      .execute();
    return rows.map((row) => ({
      jobId: row.id,
      position: row.position,
      company: row.company,
      lane: toLane(row.status),
      lastChangeAt: new Date(read.date(row.updated_at)),
      nextInterviewAt: row.next_interview_at === null ? null : new Date(read.date(row.next_interview_at)),
    }));
  },

  /**
   * Claims the user's digest of `day` for this instance: true for the one insert that wins, false
   * when another instance (or an earlier pass) has it — the unique index decides, on both databases.
   */
  claimDigest: async (userId: string, day: string, itemCount: number, now: Date): Promise<boolean> => {
    const inserted = await db
      .insertInto('reminder_digests')
      .values({ id: newId(), user_id: userId, day, item_count: itemCount, created_at: now.toISOString() })
      .onConflict((oc) => oc.columns(['user_id', 'day']).doNothing())
      .returning('id')
      .executeTakeFirst();
    return inserted !== undefined;
  },

  /** Claims older than `before` are not needed any more (a day is only ever claimed near its date). */
  removeDigestsBefore: async (before: Date): Promise<void> => {
    await db.deleteFrom('reminder_digests').where('created_at', '<', before.toISOString()).execute();
  },
});

export type RemindersRepository = ReturnType<typeof createRemindersRepository>;
