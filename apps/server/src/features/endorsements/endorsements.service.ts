import type { Language } from '@hirelane/contract/constants';
import {
  ENDORSEMENT_REMINDER_INTERVAL_MS,
  type EndorsementRequest,
  type EndorsementRequestInput,
  type PublicEndorsementInput,
  type PublicEndorsementRequest,
  type UpdateEndorsementRequestInput,
} from '@hirelane/contract/endorsements';
import type { Clock } from '../../platform/clock.ts';
import { AppError, notFound, orNotFound, tooManyRequests } from '../../platform/http/app-error.ts';
import { composeMail } from '../../platform/mail/layout.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { newId, randomToken } from '../../platform/security/random.ts';
import { endorsementMails } from './endorsements.mails.ts';
import type { EndorsementsRepository, StoredRequest } from './endorsements.repository.ts';

/** At most this many open requests at once: endorsements are asked for one person at a time. */
export const MAX_PENDING_REQUESTS = 30;
/** 24 random bytes: 192 bits in the link, well above the 128 the rules ask for. */
const REQUEST_ID_BYTES = 24;

const REQUEST_NOT_FOUND = 'This endorsement request does not exist';

/** Withdrawn requests never reach here: the repository leaves them out of the owner's views. */
const present = ({ userId: _u, locale: _l, state, ...request }: StoredRequest): EndorsementRequest => ({
  ...request,
  state: state as EndorsementRequest['state'],
});

/** Why a request can no longer be answered, as the endorser's page explains it. */
const closedError = (request: StoredRequest | undefined): AppError => {
  if (!request) return notFound(REQUEST_NOT_FOUND);
  if (request.state === 'submitted') {
    return new AppError('ENDORSEMENT_SUBMITTED', 'This endorsement has already been written. Thank you!');
  }
  if (request.state === 'declined') return new AppError('ENDORSEMENT_DECLINED', 'This request was declined');
  return new AppError('ENDORSEMENT_WITHDRAWN', 'This endorsement request is no longer available');
};

export type EndorsementsServiceDeps = {
  repo: EndorsementsRepository;
  mailer: Mailer;
  clock: Clock;
  publicUrl: URL;
  /** One transaction around an action and its mail (the outbox row commits with the action). */
  transaction: <T>(work: () => Promise<T>) => Promise<T>;
};

/** Endorsements asked for by link: the requester's side, and the endorser's public side. */
export const createEndorsementsService = ({
  repo,
  mailer,
  clock,
  publicUrl,
  transaction,
}: EndorsementsServiceDeps) => {
  const requesterOf = (userId: string) => orNotFound(repo.requester(userId), 'This account no longer exists');

  const sendInvitation = async (request: StoredRequest, requesterName: string, isReminder: boolean) => {
    const link = new URL(`/endorsement/${request.userEndorsementRequestId}`, publicUrl).toString();
    const content = endorsementMails.invitation(
      request.locale,
      { requesterName, endorserName: request.endorserName, message: request.message, link },
      isReminder,
    );
    await mailer.send(composeMail(request.endorserEmail, content));
  };

  const findOwn = (userId: string, id: string) =>
    orNotFound(repo.findOwnRequest(userId, id), REQUEST_NOT_FOUND);

  const findOpen = async (id: string) => {
    const request = await repo.findRequestById(id);
    if (request?.state !== 'pending') throw closedError(request);
    return request;
  };

  const notifyRequester = async (request: StoredRequest, endorserName: string, accepted: boolean) => {
    const requester = await requesterOf(request.userId);
    const cvLink = new URL('/my-cv', publicUrl).toString();
    const content = endorsementMails.answered(request.locale, { endorserName, accepted, cvLink });
    await mailer.send(composeMail(requester.email, content));
  };

  return {
    listRequests: async (userId: string) => (await repo.listRequests(userId)).map(present),

    createRequest: async (userId: string, input: EndorsementRequestInput, locale: Language) => {
      const requester = await requesterOf(userId);
      if (input.endorserEmail === requester.email) {
        throw new AppError('VALIDATION_FAILED', 'Ask someone else: you cannot endorse yourself', {
          fields: { endorserEmail: 'Use the e-mail address of the person you ask' },
        });
      }
      if ((await repo.countPending(userId)) >= MAX_PENDING_REQUESTS) {
        throw new AppError(
          'VALIDATION_FAILED',
          `You have ${MAX_PENDING_REQUESTS} open requests. Withdraw one or wait for answers first.`,
        );
      }
      const id = randomToken(REQUEST_ID_BYTES);
      return transaction(async () => {
        await repo.insertRequest({
          id,
          userId,
          endorserName: input.endorserName,
          endorserEmail: input.endorserEmail,
          relationship: input.relationship,
          message: input.message ?? '',
          locale,
          now: clock.now(),
        });
        const request = await findOwn(userId, id);
        await sendInvitation(request, requester.name, false);
        return present(request);
      });
    },

    /** Edits a pending request; a changed address gets the invitation, `sendReminder` re-sends it (once a day). */
    updateRequest: async (userId: string, id: string, input: UpdateEndorsementRequestInput) => {
      const existing = await findOwn(userId, id);
      if (existing.state !== 'pending') {
        throw new AppError('CONFLICT', 'This request has been answered and can no longer be changed');
      }
      const now = clock.now();
      if (input.sendReminder) {
        const lastContact = new Date(existing.remindedAt ?? existing.createdAt).getTime();
        const wait = lastContact + ENDORSEMENT_REMINDER_INTERVAL_MS - now.getTime();
        if (wait > 0) {
          throw tooManyRequests('You can send one reminder a day for each request', Math.ceil(wait / 1000));
        }
      }
      return transaction(async () => {
        await repo.updateRequest(userId, id, {
          endorserName: input.endorserName,
          endorserEmail: input.endorserEmail,
          relationship: input.relationship,
          message: input.message ?? '',
          reminded: input.sendReminder === true,
          now,
        });
        const updated = await findOwn(userId, id);
        const addressChanged = updated.endorserEmail !== existing.endorserEmail;
        if (input.sendReminder || addressChanged) {
          await sendInvitation(
            updated,
            (await requesterOf(userId)).name,
            input.sendReminder === true && !addressChanged,
          );
        }
        return present(updated);
      });
    },

    /** Withdraws a pending request: its link then says it is no longer available. */
    withdrawRequest: async (userId: string, id: string) => {
      const request = await findOwn(userId, id);
      if (request.state !== 'pending') {
        throw new AppError('CONFLICT', 'This request has been answered and can no longer be withdrawn');
      }
      await repo.withdrawRequest(userId, id, clock.now());
    },

    listEndorsements: (userId: string) => repo.listEndorsements(userId),

    setVisibility: (userId: string, id: string, isVisible: boolean) =>
      orNotFound(repo.setVisibility(userId, id, isVisible), 'This endorsement does not exist'),

    /** What the endorser's page shows: who asks and why, nothing more. */
    getPublicRequest: async (id: string): Promise<PublicEndorsementRequest> => {
      const request = await findOpen(id);
      const requester = await requesterOf(request.userId);
      return {
        requesterName: requester.name,
        requesterHeadline: requester.headline,
        endorserName: request.endorserName,
        relationship: request.relationship,
        message: request.message,
      };
    },

    /** Writes the endorsement and closes the request, once. */
    submit: (input: PublicEndorsementInput) =>
      transaction(async () => {
        const request = await findOpen(input.requestId);
        const now = clock.now();
        const closed = await repo.closePending(request.userEndorsementRequestId, 'submitted', now, {
          id: newId(),
          userId: request.userId,
          requestId: request.userEndorsementRequestId,
          endorserName: input.endorserName,
          endorserTitle: input.endorserTitle,
          relationship: input.relationship,
          text: input.text,
          now,
        });
        if (!closed) throw closedError(await repo.findRequestById(input.requestId));
        await notifyRequester(request, input.endorserName, true);
      }),

    decline: (id: string) =>
      transaction(async () => {
        const request = await findOpen(id);
        if (!(await repo.closePending(id, 'declined', clock.now())))
          throw closedError(await repo.findRequestById(id));
        await notifyRequester(request, request.endorserName, false);
      }),
  };
};

export type EndorsementsService = ReturnType<typeof createEndorsementsService>;
