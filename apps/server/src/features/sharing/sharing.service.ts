import { CV_SECTION_KEYS, type Language } from '@hirelane/contract/constants';
import {
  handleField,
  type PublicProfileInput,
  type PublicProfileSettings,
  type ShareableCv,
  type ShareableCvInput,
} from '@hirelane/contract/sharing';
import type { Clock } from '../../platform/clock.ts';
import { isUniqueViolation } from '../../platform/db/dialect.ts';
import { AppError, badRequest, notFound } from '../../platform/http/app-error.ts';
import { randomToken } from '../../platform/security/random.ts';
import { cvFileName, renderCvPdf } from './cv-pdf.ts';
import { presentPublicCv } from './sharing.presenter.ts';
import type { PublicProfileRecord, ShareableLink, SharingRepository } from './sharing.repository.ts';

const LINK_ID_BYTES = 24;
const LINK_NOT_FOUND = 'This link does not exist or was deleted';
const MAX_LINKS = 50;
const ALL_SECTIONS = [...CV_SECTION_KEYS];

/** A link works through the end of its expiry day (UTC). */
const isExpired = (link: Pick<ShareableLink, 'expiryDate'>, now: Date) =>
  link.expiryDate !== null && now.toISOString().slice(0, 10) > link.expiryDate;

export type SharingServiceDeps = { repo: SharingRepository; clock: Clock; publicUrl: URL };

/** Shareable links, the public profile, what the public sees through them, and the CV as a PDF. */
export const createSharingService = ({ repo, clock, publicUrl }: SharingServiceDeps) => {
  const linkUrl = (id: string) => new URL(`/public-cv/${id}`, publicUrl).toString();
  const profileUrl = (handle: string) => new URL(`/u/${handle}`, publicUrl).toString();

  const present = (link: ShareableLink): ShareableCv => ({
    sharedCvId: link.id,
    title: link.title,
    expiryDate: link.expiryDate,
    isExpired: isExpired(link, clock.now()),
    publicUrl: linkUrl(link.id),
    views: link.views,
    createdAt: link.createdAt,
  });

  const assertFutureExpiry = (expiryDate: string | null | undefined) => {
    if (expiryDate && expiryDate < clock.now().toISOString().slice(0, 10)) {
      throw badRequest('Choose today or a later date', { expiryDate: 'Choose today or a later date' });
    }
  };

  const findOwn = async (userId: string, id: string) => {
    const row = await repo.findShareable(userId, id);
    if (!row) throw notFound(LINK_NOT_FOUND);
    return row;
  };

  /** The CV behind a public link; 404 unknown, 410 expired. Counts the view. */
  const openLink = async (id: string) => {
    const row = await repo.findShareableById(id);
    if (!row) throw notFound(LINK_NOT_FOUND);
    if (isExpired(row, clock.now()))
      throw new AppError(410, 'GONE', 'This link has expired. Ask its owner for a new one.');
    return row;
  };

  const emptySettings = (): PublicProfileSettings => ({
    handle: null,
    headline: '',
    bio: '',
    isVisible: false,
    sections: ALL_SECTIONS,
    tags: [],
    publicUrl: null,
  });

  const settingsOf = (profile: PublicProfileRecord | undefined): PublicProfileSettings =>
    profile
      ? {
          handle: profile.handle,
          headline: profile.headline,
          bio: profile.bio,
          isVisible: profile.isVisible,
          sections: profile.sections,
          tags: profile.tags,
          publicUrl: profile.handle ? profileUrl(profile.handle) : null,
        }
      : emptySettings();

  const saveProfile = async (profile: PublicProfileRecord) => {
    try {
      await repo.saveProfile(profile, clock.now());
    } catch (error) {
      if (isUniqueViolation(error)) {
        throw new AppError(409, 'CONFLICT', 'This handle was just taken. Choose another one.', {
          fields: { handle: 'This handle is taken' },
        });
      }
      throw error;
    }
  };

  return {
    listLinks: async (userId: string) => (await repo.listShareable(userId)).map(present),

    getLink: async (userId: string, id: string) => present(await findOwn(userId, id)),

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
        now: clock.now(),
      });
      return present(await findOwn(userId, id));
    },

    updateLink: async (userId: string, id: string, input: ShareableCvInput) => {
      await findOwn(userId, id);
      assertFutureExpiry(input.expiryDate);
      await repo.updateShareable(userId, id, {
        title: input.title,
        expiryDate: input.expiryDate ?? null,
        now: clock.now(),
      });
      return present(await findOwn(userId, id));
    },

    deleteLink: async (userId: string, id: string) => {
      if (!(await repo.removeShareable(userId, id))) throw notFound(LINK_NOT_FOUND);
    },

    openPublicLink: async (id: string) => {
      const row = await openLink(id);
      await repo.countView(id);
      return { title: row.title, cv: presentPublicCv(await repo.loadCv(row.userId), ALL_SECTIONS) };
    },

    publicLinkPdf: async (id: string, locale: Language) => {
      const row = await openLink(id);
      const cv = presentPublicCv(await repo.loadCv(row.userId), ALL_SECTIONS);
      return { fileName: cvFileName(cv), mimeType: 'application/pdf', data: await renderCvPdf(cv, locale) };
    },

    /** The owner's own CV as a PDF, every section included. */
    ownPdf: async (userId: string, locale: Language) => {
      const cv = presentPublicCv(await repo.loadCv(userId), ALL_SECTIONS);
      return { fileName: cvFileName(cv), mimeType: 'application/pdf', data: await renderCvPdf(cv, locale) };
    },

    getProfile: async (userId: string) => settingsOf(await repo.findProfile(userId)),

    saveProfile: async (userId: string, input: PublicProfileInput) => {
      const current = settingsOf(await repo.findProfile(userId));
      await saveProfile({
        userId,
        handle: input.handle ?? null,
        headline: input.headline ?? '',
        bio: input.bio ?? '',
        isVisible: input.isVisible ?? false,
        sections: input.sections ?? ALL_SECTIONS,
        tags: current.tags,
      });
      return settingsOf(await repo.findProfile(userId));
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

    getTags: async (userId: string) => ({ tags: settingsOf(await repo.findProfile(userId)).tags }),

    saveTags: async (userId: string, tags: string[]) => {
      const current = await repo.findProfile(userId);
      await saveProfile({ ...(current ?? emptyProfile(userId)), tags });
      return { tags };
    },

    /** A visible profile by its handle; hidden or unknown answers 404 alike. */
    openPublicProfile: async (handle: string) => {
      const row = await repo.findProfileByHandle(handle.toLowerCase());
      if (!row?.isVisible || !row.handle) throw notFound('No public profile has this handle');
      const { sections } = row;
      return {
        handle: row.handle,
        bio: row.bio,
        tags: row.tags,
        sections,
        cv: presentPublicCv(await repo.loadCv(row.userId), sections),
      };
    },
  };
};

const emptyProfile = (userId: string): PublicProfileRecord => ({
  userId,
  handle: null,
  headline: '',
  bio: '',
  isVisible: false,
  sections: [...CV_SECTION_KEYS],
  tags: [],
});

export type SharingService = ReturnType<typeof createSharingService>;
