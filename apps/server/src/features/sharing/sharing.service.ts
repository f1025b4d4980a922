import { CV_SECTION_KEYS } from '@hirelane/contract/constants';
import type { CvDesignSettings, CvDesignSettingsInput } from '@hirelane/contract/cv-designs';
import {
  CONTACT_FIELDS,
  DEFAULT_LINK_CONTACT_FIELDS,
  DEFAULT_PROFILE_CONTACT_FIELDS,
  handleField,
  type PublicProfileInput,
  type PublicProfileSettings,
  publicShareableCv,
  type ShareableCv,
  type ShareableCvInput,
} from '@hirelane/contract/sharing';
import { fileTypeFromBuffer } from 'file-type';
import type { Clock } from '../../platform/clock.ts';
import type { CvSnapshot } from '../../platform/cv/cv-snapshot.ts';
import type { DesignSettingsStore } from '../../platform/cv/design-settings.ts';
import { type PublicCvChoice, presentPublicCv } from '../../platform/cv/public-cv.ts';
import { type TailoredVersions, tailoredCv } from '../../platform/cv/tailored-versions.ts';
import { isUniqueViolation } from '../../platform/db/dialect.ts';
import { AppError, badRequest, notFound, orNotFound } from '../../platform/http/app-error.ts';
import { openRanged } from '../../platform/http/ranged-file.ts';
import { randomToken } from '../../platform/security/random.ts';
import type { Signature, UrlSigner } from '../../platform/security/signed-url.ts';
import type { FileStore } from '../../platform/storage/file-store.ts';
import { cvFileName, renderCvPdf } from './cv-pdf.ts';
import { createRecentReads } from './recent-reads.ts';
import type { PublicProfileRecord, ShareableLink, SharingRepository } from './sharing.repository.ts';
import type { ViewTally } from './view-tally.ts';

const LINK_ID_BYTES = 24;
const LINK_NOT_FOUND = 'This link does not exist or was deleted';
const MAX_LINKS = 50;
const ALL_SECTIONS = [...CV_SECTION_KEYS];
const JOB_NOT_FOUND = 'This job does not exist or was deleted';
/** The owner's own view of a CV: every section and every contact detail (the photo is drawn inline). */
const OWN_CV: PublicCvChoice = { sections: ALL_SECTIONS, contactFields: CONTACT_FIELDS, photoUrl: null };
/** A download's design, paper, accent, font or language, when asked for instead of the saved ones. */
type PdfChoice = CvDesignSettingsInput;

/** A link works through the end of its expiry day (UTC). */
const isExpired = (link: Pick<ShareableLink, 'expiryDate'>, now: Date) =>
  link.expiryDate !== null && now.toISOString().slice(0, 10) > link.expiryDate;

const NO_PHOTO = 'No photo is shown here';
const NO_VIDEO = 'No video is shown here';
/**
 * How long what a link shows (the CV, its design, its video) is reused for further visits. The link
 * itself is read on every visit, so a deleted or expired link is dead at once and an edited one
 * shows its new settings at once; an edit of the CV shows within this time.
 */
const SHOWN_CV_TTL_MS = 1000;
/** How many links' shown CVs are kept (a few KiB each). */
const SHOWN_CV_CAPACITY = 200;
/** A sitemap file holds at most 50,000 URLs (sitemaps.org); the most recently changed profiles go first. */
const SITEMAP_MAX_URLS = 50_000;

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char] ?? char);

/** A shared video's URL path (under /api): the link or profile it was issued for, and the video. */
const sharedVideoPath = (base: string, videoId: string) => `/api${base}/video/${encodeURIComponent(videoId)}`;
const CHOOSE_OWN_VIDEO = 'Choose one of your videos';
const VIMEO_NOT_SHARED = 'A video on Vimeo cannot be shown here. Choose a video stored in Hirelane.';

export type SharingServiceDeps = {
  repo: SharingRepository;
  files: FileStore;
  clock: Clock;
  publicUrl: URL;
  /** Signs the playback and poster URLs of a shared video. */
  videoUrls: UrlSigner;
  /** How each owner's CV is drawn. */
  designs: DesignSettingsStore;
  /** The jobs' tailored versions of the CV. */
  versions: TailoredVersions;
  /** The links' views not yet written (the service counts them there, the owner's figure adds them). */
  views: ViewTally;
  /** A monotonic clock in ms for reusing recent reads (tests pass their own). */
  monotonicNow?: () => number;
};

/** Shareable links, the public profile, what the public sees through them, and the CV as a PDF. */
export const createSharingService = ({
  repo,
  files,
  clock,
  publicUrl,
  videoUrls,
  designs,
  versions,
  views,
  monotonicNow,
}: SharingServiceDeps) => {
  const linkUrl = (id: string) => new URL(`/public-cv/${id}`, publicUrl).toString();
  const profileUrl = (handle: string) => new URL(`/u/${handle}`, publicUrl).toString();
  /** The photo's address through a link or handle; its version changes with the photo (fresh in caches). */
  const photoUrl = (path: string, cv: CvSnapshot) =>
    new URL(`/api${path}/photo?v=${Date.parse(cv.contact.photoUpdatedAt ?? '') || 0}`, publicUrl).toString();

  /**
   * The video a link or profile plays, by URLs that name that link or profile and the video: they
   * stop working once it is revoked, hidden or points elsewhere (checked on every request), or
   * when their signature expires.
   */
  const presentVideo = async (base: string, userId: string, videoId: string | null) => {
    const video = videoId ? await repo.findVideo(userId, videoId) : undefined;
    if (!video?.storageKey) return null;
    const signed = (path: string) => {
      const { expires, signature } = videoUrls.sign(path);
      return new URL(`${path}?expires=${expires}&signature=${signature}`, publicUrl).toString();
    };
    const path = sharedVideoPath(base, video.id);
    return {
      playbackUrl: signed(path),
      posterUrl: video.posterKey ? signed(`${path}/poster`) : null,
    };
  };

  /** The shared video a signed URL asks for, while its link or profile still shows it; 404 otherwise. */
  const liveVideo = async (
    path: string,
    signature: Signature,
    shown: () => Promise<{ userId: string; videoId: string | null } | null>,
    videoId: string,
  ) => {
    if (!videoUrls.verify(path, signature)) {
      throw new AppError('FORBIDDEN', 'This video link has expired. Open the CV again.');
    }
    const owner = await shown();
    const video = owner?.videoId === videoId ? await repo.findVideo(owner.userId, videoId) : undefined;
    if (!video?.storageKey) throw notFound(NO_VIDEO);
    return { ...video, storageKey: video.storageKey };
  };

  const linkBase = (id: string) => `/cv/public/shareable/link/${id}`;
  const profileBase = (handle: string) => `/cv/public/profile/${encodeURIComponent(handle)}`;

  /** The visible profile behind a shared video's URL (a link's is `openLink`: live, not expired). */
  const liveProfile = async (handle: string) => {
    const row = await repo.findProfileByHandle(handle.toLowerCase());
    return row?.isVisible && row.handle ? row : null;
  };

  const sharedFile = {
    play: async (video: { storageKey: string; mimeType: string }, rangeHeader: string | undefined) => ({
      ...(await openRanged(files, video.storageKey, rangeHeader)),
      mimeType: video.mimeType,
    }),
    poster: async (video: { posterKey: string | null }) => {
      const data = video.posterKey ? await readPhoto(video.posterKey) : null;
      if (!data) throw notFound('This video has no poster');
      return { data, mimeType: (await fileTypeFromBuffer(data))?.mime ?? 'application/octet-stream' };
    },
  };

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
    photoUrl: photoUrl(`/cv/public/shareable/link/${link.id}`, cv),
  });

  /** A job's version of the owner's CV, or the main CV; the design is the version's or the owner's. */
  const cvFor = async (userId: string, jobId: string | null) => {
    const [cv, version, own] = await Promise.all([
      repo.loadCv(userId),
      jobId ? versions.find(userId, jobId) : undefined,
      designs.get(userId),
    ]);
    const design: CvDesignSettings = { ...own, design: version?.design ?? own.design };
    return { cv: tailoredCv(cv, version), design };
  };

  /** The CV a link shows, drawn in the link's own design if it has one. */
  const linkCv = async (link: ShareableLink) => {
    const { cv, design } = await cvFor(link.userId, link.jobId);
    return { cv, design: link.design ? { ...design, design: link.design } : design };
  };

  /** A job of the owner's for a link to show its tailored CV (another user's job is not found). */
  const ownJob = async (userId: string, jobId: string | null) => {
    if (jobId && !(await repo.ownsJob(userId, jobId))) throw notFound(JOB_NOT_FOUND);
    return jobId;
  };

  /** A CV as a PDF in a design; the photo goes in when the CV shows one. */
  const pdfOf = async (cv: CvSnapshot, choice: PublicCvChoice, design: CvDesignSettings) => {
    const shown = presentPublicCv(cv, choice);
    const { photoKey } = cv.contact;
    const photo = choice.contactFields.includes('photo') && photoKey ? await readPhoto(photoKey) : null;
    return {
      fileName: cvFileName(shown),
      mimeType: 'application/pdf',
      data: await renderCvPdf(shown, design, photo),
    };
  };

  /** The photo's bytes; a photo gone from the store (deleted meanwhile) is simply not there. */
  const readPhoto = async (key: string): Promise<Buffer | null> => {
    try {
      return await files.read(key);
    } catch {
      return null;
    }
  };

  const sendPhoto = async (key: string | null) => {
    const data = key ? await readPhoto(key) : null;
    if (!data) throw notFound(NO_PHOTO);
    return { data, mimeType: 'image/jpeg' };
  };

  const assertFutureExpiry = (expiryDate: string | null | undefined) => {
    if (expiryDate && expiryDate < clock.now().toISOString().slice(0, 10)) {
      throw badRequest('Choose today or a later date', { expiryDate: 'Choose today or a later date' });
    }
  };

  /** A video chosen for a link or the profile: one of the owner's own, stored here (it plays from this server). */
  const ownVideo = async (userId: string, videoId: string | null): Promise<string | null> => {
    if (videoId === null) return null;
    const video = await repo.findVideo(userId, videoId);
    if (!video) throw badRequest(CHOOSE_OWN_VIDEO, { videoId: CHOOSE_OWN_VIDEO });
    if (!video.storageKey) throw badRequest(VIMEO_NOT_SHARED, { videoId: VIMEO_NOT_SHARED });
    return video.id;
  };

  /** What a link shows, read afresh. */
  const showLink = async (row: ShareableLink) => {
    const { cv, design } = await linkCv(row);
    return {
      title: row.title,
      cv: presentPublicCv(cv, linkChoice(row, cv)),
      video: await presentVideo(linkBase(row.id), row.userId, row.videoId),
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

  /** A public link's row, read on every visit (dead at once when deleted); 404 unknown, 410 expired. */
  const openLink = async (id: string) => {
    const row = await repo.findShareableById(id);
    if (!row) throw notFound(LINK_NOT_FOUND);
    if (isExpired(row, clock.now()))
      throw new AppError('GONE', 'This link has expired. Ask its owner for a new one.');
    return row;
  };

  /**
   * The shared CV; a view for its owner unless `countView` is false (the same visit again). The
   * same object for every visit within SHOWN_CV_TTL_MS while the link's settings stay the same.
   */
  const openPublicLink = async (id: string, { countView = true }: { countView?: boolean } = {}) => {
    const row = await openLink(id);
    if (countView) views.add(id);
    return shownCv(shownCvKey(row), () => showLink(row));
  };
  const shownJson = new WeakMap<object, string>();

  const settingsOf = (profile: PublicProfileRecord | undefined, headline: string): PublicProfileSettings => {
    const { handle, bio, isVisible, sections, contactFields, tags, videoId, indexable } =
      profile ?? emptyProfile('');
    return {
      handle,
      headline,
      bio,
      isVisible,
      sections,
      contactFields,
      tags,
      publicUrl: handle ? profileUrl(handle) : null,
      videoId,
      indexable,
    };
  };

  const loadSettings = async (userId: string) =>
    settingsOf(await repo.findProfile(userId), await repo.findHeadline(userId));

  const saveProfile = async (profile: Omit<PublicProfileRecord, 'updatedAt'>) => {
    try {
      await repo.saveProfile(profile, clock.now());
    } catch (error) {
      if (isUniqueViolation(error)) {
        throw new AppError('CONFLICT', 'This handle was just taken. Choose another one.', {
          fields: { handle: 'This handle is taken' },
        });
      }
      throw error;
    }
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
        videoId: await ownVideo(userId, input.videoId ?? null),
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
        videoId: input.videoId === undefined ? current.videoId : await ownVideo(userId, input.videoId),
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
      const row = await openLink(id);
      const { cv, design } = await linkCv(row);
      return pdfOf(cv, linkChoice(row, cv), design);
    },

    /** The photo through a link that shows it; 404 when it does not (or there is none). */
    publicLinkPhoto: async (id: string) => {
      const row = await openLink(id);
      return sendPhoto(row.contactFields.includes('photo') ? await repo.findPhotoKey(row.userId) : null);
    },

    /**
     * The owner's own CV as a PDF, every section and every contact detail, in their saved design or
     * the design and paper asked for.
     */
    ownPdf: async (userId: string, choice: PdfChoice) => {
      const { cv, design } = await cvFor(userId, null);
      return pdfOf(cv, OWN_CV, { ...design, ...choice });
    },

    /**
     * A job's tailored CV as a PDF (the main CV until a version is saved), in the version's design,
     * or the design and paper asked for; another user's job is not found.
     */
    tailoredPdf: async (userId: string, jobId: string, choice: PdfChoice) => {
      await ownJob(userId, jobId);
      const { cv, design } = await cvFor(userId, jobId);
      return pdfOf(cv, OWN_CV, { ...design, ...choice });
    },

    getProfile: loadSettings,

    saveProfile: async (userId: string, input: PublicProfileInput) => {
      const current = await repo.findProfile(userId);
      await saveProfile({
        userId,
        handle: input.handle ?? null,
        bio: input.bio ?? '',
        isVisible: input.isVisible ?? false,
        sections: input.sections ?? ALL_SECTIONS,
        contactFields: input.contactFields ?? current?.contactFields ?? [...DEFAULT_PROFILE_CONTACT_FIELDS],
        tags: current?.tags ?? [],
        videoId:
          input.videoId === undefined ? (current?.videoId ?? null) : await ownVideo(userId, input.videoId),
        indexable: input.indexable ?? false,
      });
      // One headline: the profile's, which this form may set too.
      if (input.headline !== undefined) await repo.saveHeadline(userId, input.headline, clock.now());
      return loadSettings(userId);
    },

    /** Whether a handle could be yours: valid, not reserved, and not someone else's. */
    verifyHandle: async (userId: string, raw: string) => {
      const parsed = handleField.safeParse(raw);
      if (!parsed.success) return { handlerAvailable: false, reason: parsed.error.issues[0]?.message };
      const owner = await repo.findProfileByHandle(parsed.data);
      return owner && owner.userId !== userId
        ? { handlerAvailable: false, reason: 'This handle is taken' }
        : { handlerAvailable: true };
    },

    getTags: async (userId: string) => ({ tags: (await repo.findProfile(userId))?.tags ?? [] }),

    saveTags: async (userId: string, tags: string[]) => {
      const current = await repo.findProfile(userId);
      await saveProfile({ ...(current ?? emptyProfile(userId)), tags });
      return { tags };
    },

    /** A visible profile by its handle; hidden or unknown answers 404 alike. */
    openPublicProfile: async (handle: string) => {
      const row = await repo.findProfileByHandle(handle.toLowerCase());
      if (!row?.isVisible || !row.handle) throw notFound('No public profile has this handle');
      const { sections, contactFields } = row;
      const cv = await repo.loadCv(row.userId);
      const photoPath = profileBase(row.handle);
      return {
        handle: row.handle,
        bio: row.bio,
        tags: row.tags,
        sections,
        cv: presentPublicCv(cv, { sections, contactFields, photoUrl: photoUrl(photoPath, cv) }),
        video: await presentVideo(profileBase(row.handle), row.userId, row.videoId),
        indexable: row.indexable,
        design: await designs.get(row.userId),
      };
    },

    /** A shared video's bytes (or one range of them) through the link that plays it. */
    publicLinkVideo: async (id: string, videoId: string, signature: Signature, rangeHeader?: string) => {
      const path = sharedVideoPath(linkBase(id), videoId);
      return sharedFile.play(await liveVideo(path, signature, () => openLink(id), videoId), rangeHeader);
    },

    publicLinkVideoPoster: async (id: string, videoId: string, signature: Signature) => {
      const path = `${sharedVideoPath(linkBase(id), videoId)}/poster`;
      return sharedFile.poster(await liveVideo(path, signature, () => openLink(id), videoId));
    },

    /** A shared video's bytes through the visible profile that plays it. */
    publicProfileVideo: async (
      handle: string,
      videoId: string,
      signature: Signature,
      rangeHeader?: string,
    ) => {
      const base = profileBase(handle.toLowerCase());
      const path = sharedVideoPath(base, videoId);
      return sharedFile.play(
        await liveVideo(path, signature, () => liveProfile(handle), videoId),
        rangeHeader,
      );
    },

    publicProfileVideoPoster: async (handle: string, videoId: string, signature: Signature) => {
      const base = profileBase(handle.toLowerCase());
      const path = `${sharedVideoPath(base, videoId)}/poster`;
      return sharedFile.poster(await liveVideo(path, signature, () => liveProfile(handle), videoId));
    },

    /** The sitemap: every visible profile whose owner let search engines find it. */
    sitemap: async (): Promise<string> => {
      const profiles = await repo.listIndexableProfiles(SITEMAP_MAX_URLS);
      const urls = profiles.map(
        ({ handle, updatedAt }) =>
          `  <url><loc>${escapeXml(profileUrl(handle))}</loc><lastmod>${updatedAt}</lastmod></url>`,
      );
      return [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        ...urls,
        '</urlset>',
        '',
      ].join('\n');
    },

    /** Crawlers may read public profiles, never the pages behind a secret link; the sitemap lists the profiles. */
    robots: (): string =>
      [
        'User-agent: *',
        'Disallow: /public-cv/',
        'Disallow: /public-job-application/',
        '',
        `Sitemap: ${new URL('/sitemap.xml', publicUrl).toString()}`,
        '',
      ].join('\n'),

    /** The photo of a visible profile that shows it; 404 otherwise, like an unknown handle. */
    publicProfilePhoto: async (handle: string) => {
      const row = await repo.findProfileByHandle(handle.toLowerCase());
      const shows = row?.isVisible && row.contactFields.includes('photo');
      return sendPhoto(row && shows ? await repo.findPhotoKey(row.userId) : null);
    },
  };
};

const emptyProfile = (userId: string): PublicProfileRecord => ({
  userId,
  handle: null,
  bio: '',
  isVisible: false,
  sections: [...CV_SECTION_KEYS],
  contactFields: [...DEFAULT_PROFILE_CONTACT_FIELDS],
  tags: [],
  videoId: null,
  indexable: false,
  updatedAt: null,
});

export type SharingService = ReturnType<typeof createSharingService>;
