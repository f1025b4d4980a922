import type { Language } from '@hirelane/contract/constants';
import type { Endorsement, EndorsementRequest } from '@hirelane/contract/endorsements';
import type { Db } from '../../platform/db/database.ts';
import { read } from '../../platform/db/dialect.ts';
import { findOwned, newOwnedRow } from '../../platform/db/owned-rows.ts';
import type { EndorsementRequestsTable, EndorsementsTable } from '../../platform/db/schema-cv.ts';

export type RequestState = EndorsementRequest['state'] | 'withdrawn';
export type StoredRequest = Omit<EndorsementRequest, 'state'> & {
  state: RequestState;
  userId: string;
  locale: Language;
};

/** The person asking, as the endorser sees them; the headline is their profile's (the one headline), if any. */
export type Requester = { name: string; email: string; headline: string | null };

/** What the requester writes about the endorser, on asking and on editing. */
type RequestFields = { endorserName: string; endorserEmail: string; relationship: number; message: string };

const requestColumns = (fields: RequestFields) => ({
  endorser_name: fields.endorserName,
  endorser_email: fields.endorserEmail,
  relationship: fields.relationship,
  message: fields.message,
});

export type NewRequest = RequestFields & { id: string; userId: string; locale: Language; now: Date };

export type RequestChange = RequestFields & {
  /** Set when the change re-sends the invitation as a reminder. */
  reminded: boolean;
  now: Date;
};

export type NewEndorsement = {
  id: string;
  userId: string;
  requestId: string;
  endorserName: string;
  endorserTitle: string;
  relationship: number;
  text: string;
  now: Date;
};

const toRequest = (row: EndorsementRequestsTable): StoredRequest => ({
  userEndorsementRequestId: row.id,
  userId: row.user_id,
  endorserName: row.endorser_name,
  endorserEmail: row.endorser_email,
  relationship: Number(row.relationship),
  message: row.message,
  state: row.state as RequestState,
  locale: row.locale as Language,
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

/** The user's requests; a withdrawn one is gone for its owner. */
const ownRequests = (db: Db, userId: string) =>
  db
    .selectFrom('endorsement_requests')
    .selectAll()
    .where('user_id', '=', userId)
    .where('state', '!=', 'withdrawn');

/** Endorsement requests and endorsements; owner-scoped except the lookups by a request's secret id. */
export const createEndorsementsRepository = (db: Db) => ({
  requester: async (userId: string): Promise<Requester | undefined> => {
    const row = await db
      .selectFrom('users')
      .leftJoin('profiles', 'profiles.user_id', 'users.id')
      .select(['users.first_name', 'users.last_name', 'users.email', 'profiles.headline'])
      .where('users.id', '=', userId)
      .executeTakeFirst();
    return (
      row && {
        name: `${row.first_name} ${row.last_name}`,
        email: row.email,
        headline: row.headline || null,
      }
    );
  },

  listRequests: async (userId: string): Promise<StoredRequest[]> =>
    (await ownRequests(db, userId).orderBy('created_at', 'desc').execute()).map(toRequest),

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
    const row = await ownRequests(db, userId).where('id', '=', id).executeTakeFirst();
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

  insertRequest: async (request: NewRequest): Promise<void> => {
    await db
      .insertInto('endorsement_requests')
      .values({
        ...newOwnedRow(request),
        ...requestColumns(request),
        state: 'pending',
        locale: request.locale,
        reminded_at: null,
        responded_at: null,
      })
      .execute();
  },

  updateRequest: async (userId: string, id: string, change: RequestChange): Promise<void> => {
    const now = change.now.toISOString();
    await db
      .updateTable('endorsement_requests')
      .set({
        ...requestColumns(change),
        updated_at: now,
        ...(change.reminded ? { reminded_at: now } : {}),
      })
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .execute();
  },

  withdrawRequest: async (userId: string, id: string, now: Date): Promise<void> => {
    await db
      .updateTable('endorsement_requests')
      .set({ state: 'withdrawn', updated_at: now.toISOString() })
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .execute();
  },

  /** Closes a pending request exactly once (in the caller's transaction); false when it was not pending any more. */
  closePending: async (
    id: string,
    state: 'submitted' | 'declined',
    now: Date,
    endorsement?: NewEndorsement,
  ) => {
    const result = await db
      .updateTable('endorsement_requests')
      .set({ state, responded_at: now.toISOString(), updated_at: now.toISOString() })
      .where('id', '=', id)
      .where('state', '=', 'pending')
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) return false;
    if (endorsement) {
      await db
        .insertInto('endorsements')
        .values({
          id: endorsement.id,
          user_id: endorsement.userId,
          request_id: endorsement.requestId,
          endorser_name: endorsement.endorserName,
          endorser_title: endorsement.endorserTitle,
          relationship: endorsement.relationship,
          text: endorsement.text,
          is_visible: true,
          created_at: endorsement.now.toISOString(),
        })
        .execute();
    }
    return true;
  },

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
    const row = await findOwned(db, 'endorsements', userId, id);
    return row && toEndorsement(row);
  },
});

export type EndorsementsRepository = ReturnType<typeof createEndorsementsRepository>;
