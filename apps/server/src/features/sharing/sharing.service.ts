import { CV_SECTION_KEYS } from '@hirelane/contract/constants';
import {
  DEFAULT_LINK_CONTACT_FIELDS,
  publicShareableCv,
  type ShareableCv,
  type ShareableCvInput,
} from '@hirelane/contract/sharing';
import type { CvOutput } from '../../domain/cv/cv-output.ts';
import type { CvSnapshot } from '../../domain/cv/cv-snapshot.ts';
import { type PublicCvChoice, presentPublicCv } from '../../domain/cv/public-cv.ts';
import {
  isExpired,
  LINK_NOT_FOUND,
  openLink,
  type ShareableLink,
} from '../../domain/shared-cv/share-links.ts';
import { chooseOwnVideo, linkBase, photoUrl, presentVideo } from '../../domain/shared-cv/shared-media.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db/database.ts';
import { badRequest, notFound, orNotFound } from '../../platform/http/app-error.ts';
import { randomToken } from '../../platform/security/random.ts';
import type { UrlSigner } from '../../platform/security/signed-url.ts';
import { createRecentReads } from './recent-reads.ts';
import type { SharingRepository } from './sharing.repository.ts';
import type { ViewTally } from './view-tally.ts';

const LINK_ID_BYTES = 24;
const MAX_LINKS = 50;
const ALL_SECTIONS = [...CV_SECTION_KEYS];
const JOB_NOT_FOUND = 'This job does not exist or was deleted';
/**
 * How long what a link shows (the CV, its design, its video) is reused for further visits. The link
 * itself is read on every visit, so a deleted or expired link is dead at once and an edited one
 * shows its new settings at once; an edit of the CV shows within this time.
 */
const SHOWN_CV_TTL_MS = 1000;
/** How many links' shown CVs are kept (a few KiB each). */
const SHOWN_CV_CAPACITY = 200;

export type SharingServiceDeps = {
  repo: SharingRepository;
  /** The database the shared readers of links and videos use. */
  db: Db;
  clock: Clock;
  publicUrl: URL;
  /** Signs the playback and poster URLs of a shared video. */
  videoUrls: UrlSigner;
  /** The CV a link shows, in its design, and as a PDF. */
  output: CvOutput;
  /** The links' views not yet written (the service counts them there, the owner's figure adds them). */
  views: ViewTally;
  /** A monotonic clock in ms for reusing recent reads (tests pass their own). */
  monotonicNow?: () => number;
};

/** Shareable links: the owner's list, and what the public sees through a link (JSON and PDF). */
export const createSharingService = ({
  repo,
  db,
  clock,
  publicUrl,
  videoUrls,
  output,
  views,
  monotonicNow,
}: SharingServiceDeps) => {
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

  const linkChoice = (link: ShareableLink, cv: CvSnapshot): PublicCvChoice => ({
    sections: ALL_SECTIONS,
    contactFields: link.contactFields,
    photoUrl: photoUrl(publicUrl, linkBase(link.id), cv),
  });

  /** The CV a link shows, drawn in the link's own design if it has one. */
  const linkCv = async (link: ShareableLink) => {
    const { cv, design } = await output.cvFor(link.userId, link.jobId);
    return { cv, design: link.design ? { ...design, design: link.design } : design };
  };

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

  /** What a link shows, read afresh. */
  const showLink = async (row: ShareableLink) => {
    const { cv, design } = await linkCv(row);
    return {
      title: row.title,
      cv: presentPublicCv(cv, linkChoice(row, cv)),
      video: await presentVideo({ db, videoUrls, publicUrl }, linkBase(row.id), row.userId, row.videoId),
      design,
    };
  };
  const shownCv = createRecentReads<Awaited<ReturnType<typeof showLink>>>({
    ttlMs: SHOWN_CV_TTL_MS,
    capacity: SHOWN_CV_CAPACITY,
    ...(monotonicNow ? { now: monotonicNow } : {}),
  });
  /** Everything of the link's own row that its page shows: another value is another read. */
  const shownCvKey = (row: ShareableLink) =>
    JSON.stringify([row.id, row.userId, row.title, row.contactFields, row.videoId, row.design, row.jobId]);

  const findOwn = (userId: string, id: string) => orNotFound(repo.findShareable(userId, id), LINK_NOT_FOUND);
  /** The owner's link with its views: the stored count and the pending one read between writes. */
  const presentOwn = (userId: string, id: string) =>
    views.settled(async () => present(await findOwn(userId, id)));

  /**
   * The shared CV; a view for its owner unless `countView` is false (the same visit again). The
   * same object for every visit within SHOWN_CV_TTL_MS while the link's settings stay the same.
   */
  const openPublicLink = async (id: string, { countView = true }: { countView?: boolean } = {}) => {
    const row = await openLink(db, clock.now(), id);
    if (countView) views.add(id);
    return shownCv(shownCvKey(row), () => showLink(row));
  };
  const shownJson = new WeakMap<object, string>();

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
    ): Promise<string> => {
      const shown = await openPublicLink(id, { countView });
      let json = shownJson.get(shown);
      if (json === undefined) {
        json = JSON.stringify(publicShareableCv.parse(shown));
        shownJson.set(shown, json);
      }
      return json;
    },

    publicLinkPdf: async (id: string) => {
      const row = await openLink(db, clock.now(), id);
      const { cv, design } = await linkCv(row);
      return output.pdfOf(cv, linkChoice(row, cv), design);
    },
  };
};

export type SharingService = ReturnType<typeof createSharingService>;
