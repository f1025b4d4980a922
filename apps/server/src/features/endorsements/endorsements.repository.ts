import type { Endorsement, EndorsementRequest } from '@hirelane/contract/endorsements';
import type { Db } from '../../platform/db/database.ts';
import { read } from '../../platform/db/dialect.ts';
import type { EndorsementRequestsTable, EndorsementsTable } from '../../platform/db/schema.ts';

export type RequestState = EndorsementRequest['state'] | 'withdrawn';
export type StoredRequest = Omit<EndorsementRequest, 'state'> & {
  state: RequestState;
  userId: string;
  locale: string;
};

const toRequest = (row: EndorsementRequestsTable): StoredRequest => ({
  userEndorsementRequestId: row.id,
  userId: row.user_id,
  endorserName: row.endorser_name,
  endorserEmail: row.endorser_email,
  relationship: Number(row.relationship),
  message: row.message,
  state: row.state as RequestState,
  locale: row.locale,
  createdAt: read.date(row.created_at),
  remindedAt: read.optionalDate(row.reminded_at),
  respondedAt: read.optionalDate(row.responded_at),
});

const toEndorsement = (row: EndorsementsTable): Endorsement => ({
  endorsementId: row.id,
  endorserName: row.endorser_name,
  endorserTitle: row.endorser_title,
  relationship: Number(row.relationship),
  text: row.text,
  isVisible: read.bool(row.is_visible),
  createdAt: read.date(row.created_at),
});

export type Requester = { name: string; email: string; headline: string | null };

/** Endorsement requests and endorsements; owner-scoped except the lookups by a request's secret id. */
export const createEndorsementsRepository = (db: Db) => ({
  /** Who asks for endorsements: name, e-mail, and the headline they show (public profile's first). */
  requester: async (userId: string): Promise<Requester | undefined> => {
    const row = await db
      .selectFrom('users')
      .leftJoin('public_profiles', 'public_profiles.user_id', 'users.id')
      .leftJoin('profiles', 'profiles.user_id', 'users.id')
      .select([
        'users.first_name',
        'users.last_name',
        'users.email',
        'public_profiles.headline as public_headline',
        'profiles.headline as profile_headline',
      ])
      .where('users.id', '=', userId)
      .executeTakeFirst();
    if (!row) return undefined;
    return {
      name: `${row.first_name} ${row.last_name}`,
      email: row.email,
      headline: row.public_headline?.trim() || row.profile_headline?.trim() || null,
    };
  },

  listRequests: async (userId: string): Promise<StoredRequest[]> =>
    (
      await db
        .selectFrom('endorsement_requests')
        .selectAll()
        .where('user_id', '=', userId)
        .where('state', '!=', 'withdrawn')
        .orderBy('created_at', 'desc')
        .execute()
    ).map(toRequest),

  countPending: async (userId: string): Promise<number> => {
    const row = await db
      .selectFrom('endorsement_requests')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('user_id', '=', userId)
      .where('state', '=', 'pending')
      .executeTakeFirst();
    return read.count(row?.n);
  },

  findOwnRequest: async (userId: string, id: string): Promise<StoredRequest | undefined> => {
    const row = await db
      .selectFrom('endorsement_requests')
      .selectAll()
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .where('state', '!=', 'withdrawn')
      .executeTakeFirst();
    return row && toRequest(row);
  },

  /** By the link's secret id, whoever asks (the public endorser page). */
  findRequestById: async (id: string): Promise<StoredRequest | undefined> => {
    const row = await db
      .selectFrom('endorsement_requests')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    return row && toRequest(row);
  },

  insertRequest: async (row: EndorsementRequestsTable): Promise<void> => {
    await db.insertInto('endorsement_requests').values(row).execute();
  },

  updateRequest: async (
    userId: string,
    id: string,
    values: Partial<EndorsementRequestsTable>,
  ): Promise<void> => {
    await db
      .updateTable('endorsement_requests')
      .set(values)
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .execute();
  },

  /** Closes a pending request exactly once; false when it was not pending any more. */
  closePending: async (
    id: string,
    state: 'submitted' | 'declined',
    now: Date,
    endorsement?: EndorsementsTable,
  ) =>
    db.transaction().execute(async (trx) => {
      const result = await trx
        .updateTable('endorsement_requests')
        .set({ state, responded_at: now.toISOString(), updated_at: now.toISOString() })
        .where('id', '=', id)
        .where('state', '=', 'pending')
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) return false;
      if (endorsement) await trx.insertInto('endorsements').values(endorsement).execute();
      return true;
    }),

  listEndorsements: async (userId: string): Promise<Endorsement[]> =>
    (
      await db
        .selectFrom('endorsements')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc')
        .execute()
    ).map(toEndorsement),

  setVisibility: async (userId: string, id: string, isVisible: boolean): Promise<Endorsement | undefined> => {
    await db
      .updateTable('endorsements')
      .set({ is_visible: isVisible })
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .execute();
    const row = await db
      .selectFrom('endorsements')
      .selectAll()
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .executeTakeFirst();
    return row && toEndorsement(row);
  },
});

export type EndorsementsRepository = ReturnType<typeof createEndorsementsRepository>;
