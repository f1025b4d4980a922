import {
  DEFAULT_LINK_CONTACT_FIELDS,
  type ShareableCv,
  type ShareableCvInput,
} from '@hirelane/contract/sharing';
import {
  isExpired,
  LINK_NOT_FOUND,
  openLink,
  type ShareableLink,
} from '../../domain/shared-cv/share-links.ts';
import { chooseOwnVideo } from '../../domain/shared-cv/shared-media.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db/database.ts';
import type { UnitOfWork } from '../../platform/db/unit-of-work.ts';
import { badRequest, notFound, orNotFound } from '../../platform/http/app-error.ts';
import { randomToken } from '../../platform/security/random.ts';
import type { LinkView } from './link-view.ts';
import type { SharingRepository } from './sharing.repository.ts';
import type { ViewTally } from './view-tally.ts';

const LINK_ID_BYTES = 24;
const MAX_LINKS = 50;
const JOB_NOT_FOUND = 'This job does not exist or was deleted';
export type SharingServiceDeps = {
  repo: SharingRepository;
  /** The database the shared readers of links and videos use. */
  db: Db;
  clock: Clock;
  publicUrl: URL;
  /** What a live link shows its visitors. */
  view: LinkView;
  /** The links' views not yet written (the service counts them there, the owner's figure adds them). */
  views: ViewTally;
};

/** Writes the links' counted views, all in one transaction. */
export const viewWriter =
  (repo: SharingRepository, transaction: UnitOfWork['transaction']) =>
  (counts: ReadonlyMap<string, number>): Promise<void> =>
    transaction(() => repo.addViews(counts));

/** Shareable links: the owner's list, and what the public sees through a link (JSON and PDF). */
export const createSharingService = ({ repo, db, clock, publicUrl, view, views }: SharingServiceDeps) => {
  const linkUrl = (id: string) => new URL(`/public-cv/${id}`, publicUrl).toString();

  /** A link as its owner sees it; only inside `views.settled`, with the row it read there. */
  const present = (link: ShareableLink): ShareableCv => ({
    sharedCvId: link.id,
    title: link.title,
    expiryDate: link.expiryDate,
    isExpired: isExpired(link, clock.now()),
    publicUrl: linkUrl(link.id),
    views: link.views + views.pending(link.id),
    contactFields: link.contactFields,
    videoId: link.videoId,
    design: link.design,
    jobId: link.jobId,
    createdAt: link.createdAt,
  });

  /** A job of the owner's for a link to show its tailored CV (another user's job is not found). */
  const ownJob = async (userId: string, jobId: string | null) => {
    if (jobId && !(await repo.ownsJob(userId, jobId))) throw notFound(JOB_NOT_FOUND);
    return jobId;
  };

  const assertFutureExpiry = (expiryDate: string | null | undefined) => {
    if (expiryDate && expiryDate < clock.now().toISOString().slice(0, 10)) {
      throw badRequest('Choose today or a later date', { expiryDate: 'Choose today or a later date' });
    }
  };

  const findOwn = (userId: string, id: string) => orNotFound(repo.findShareable(userId, id), LINK_NOT_FOUND);
  /** The owner's link with its views: the stored count and the pending one read between writes. */
  const presentOwn = (userId: string, id: string) =>
    views.settled(async () => present(await findOwn(userId, id)));

  /**
   * The shared CV; a view for its owner unless `countView` is false (the same visit again). The
   * same object for further visits for a moment while the link's settings stay the same.
   */
  const openPublicLink = async (id: string, { countView = true }: { countView?: boolean } = {}) => {
    const row = await openLink(db, clock.now(), id);
    if (countView) views.add(id);
    return view.show(row);
  };

  return {
    /** The owner's links, newest first; with `jobId`, only those showing that job's tailored CV. */
    listLinks: async (userId: string, jobId?: string) =>
      views.settled(async () => (await repo.listShareable(userId, jobId)).map(present)),

    getLink: presentOwn,

    createLink: async (userId: string, input: ShareableCvInput) => {
      assertFutureExpiry(input.expiryDate);
      if ((await repo.listShareable(userId)).length >= MAX_LINKS) {
        throw badRequest(`You can keep at most ${MAX_LINKS} links. Delete one you no longer use.`);
      }
      const id = randomToken(LINK_ID_BYTES);
      await repo.insertShareable({
        id,
        userId,
        title: input.title,
        expiryDate: input.expiryDate ?? null,
        contactFields: input.contactFields ?? DEFAULT_LINK_CONTACT_FIELDS,
        videoId: await chooseOwnVideo(db, userId, input.videoId ?? null),
        design: input.design ?? null,
        jobId: await ownJob(userId, input.jobId ?? null),
        now: clock.now(),
      });
      return presentOwn(userId, id);
    },

    updateLink: async (userId: string, id: string, input: ShareableCvInput) => {
      const current = await findOwn(userId, id);
      assertFutureExpiry(input.expiryDate);
      await repo.updateShareable(userId, id, {
        title: input.title,
        expiryDate: input.expiryDate ?? null,
        contactFields: input.contactFields ?? current.contactFields,
        videoId:
          input.videoId === undefined ? current.videoId : await chooseOwnVideo(db, userId, input.videoId),
        design: input.design === undefined ? current.design : input.design,
        jobId: input.jobId === undefined ? current.jobId : await ownJob(userId, input.jobId),
        now: clock.now(),
      });
      return presentOwn(userId, id);
    },

    deleteLink: async (userId: string, id: string) => {
      if (!(await repo.removeShareable(userId, id))) throw notFound(LINK_NOT_FOUND);
    },

    openPublicLink,

    /** One more view of a link, counted by its page once the page was sent. */
    countView: (id: string) => views.add(id),

    /** The shared CV as the public API answers it: JSON text checked against the contract once per read. */
    openPublicLinkJson: async (
      id: string,
      { countView = true }: { countView?: boolean } = {},
    ): Promise<string> => view.json(await openPublicLink(id, { countView })),

    publicLinkPdf: async (id: string) => view.pdf(await openLink(db, clock.now(), id)),
  };
};

export type SharingService = ReturnType<typeof createSharingService>;
