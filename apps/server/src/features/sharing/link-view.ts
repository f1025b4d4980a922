import { CV_SECTION_KEYS } from '@hirelane/contract/constants';
import { publicShareableCv } from '@hirelane/contract/sharing';
import type { CvOutput } from '../../domain/cv/cv-output.ts';
import { namedForJob } from '../../domain/cv/cv-pdf.ts';
import type { CvSnapshot } from '../../domain/cv/cv-snapshot.ts';
import { type PublicCvChoice, presentPublicCv } from '../../domain/cv/public-cv.ts';
import { jobCompany } from '../../domain/jobs/job-facts.ts';
import type { ShareableLink } from '../../domain/shared-cv/share-links.ts';
import { linkBase, photoUrl, presentVideo } from '../../domain/shared-cv/shared-media.ts';
import type { Db } from '../../platform/db/database.ts';
import type { UrlSigner } from '../../platform/security/signed-url.ts';
import { createRecentReads } from './recent-reads.ts';

const ALL_SECTIONS = [...CV_SECTION_KEYS];
/**
 * How long what a link shows (the CV, its design, its video) is reused for further visits. The link
 * itself is read on every visit, so a deleted or expired link is dead at once and an edited one
 * shows its new settings at once; an edit of the CV shows within this time.
 */
const SHOWN_CV_TTL_MS = 1000;
/** How many links' shown CVs are kept (a few KiB each). */
const SHOWN_CV_CAPACITY = 200;

export type LinkViewDeps = {
  db: Db;
  publicUrl: URL;
  /** Signs the playback and poster URLs of a shared video. */
  videoUrls: UrlSigner;
  /** The CV a link shows, in its design, and as a PDF. */
  output: CvOutput;
  /** A monotonic clock in ms for reusing recent reads (tests pass their own). */
  monotonicNow?: () => number;
};

/** What a live link shows its visitors: the CV in the link's design with its video, as JSON and as a PDF. */
export const createLinkView = ({ db, publicUrl, videoUrls, output, monotonicNow }: LinkViewDeps) => {
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
  const shownJson = new WeakMap<object, string>();

  return {
    /** The same object for every visit within SHOWN_CV_TTL_MS while the link's settings stay the same. */
    show: (row: ShareableLink) => shownCv(shownCvKey(row), () => showLink(row)),

    /** What `show` gave as the public API answers it: JSON text checked against the contract once. */
    json: (shown: Awaited<ReturnType<typeof showLink>>): string => {
      let json = shownJson.get(shown);
      if (json === undefined) {
        json = JSON.stringify(publicShareableCv.parse(shown));
        shownJson.set(shown, json);
      }
      return json;
    },

    /** The link's PDF; a tailored CV's is named for its job, as its owner's download is. */
    pdf: async (row: ShareableLink) => {
      const { cv, design } = await linkCv(row);
      const file = await output.pdfOf(cv, linkChoice(row, cv), design);
      return namedForJob(file, cv, row.jobId ? await jobCompany(db, row.userId, row.jobId) : undefined);
    },
  };
};

export type LinkView = ReturnType<typeof createLinkView>;
