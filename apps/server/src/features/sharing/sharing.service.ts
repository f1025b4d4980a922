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
import type { ProfileRow, ShareableRow, SharingRepository } from './sharing.repository.ts';

const LINK_ID_BYTES = 24;
const LINK_NOT_FOUND = 'This link does not exist or was deleted';
const MAX_LINKS = 50;
const ALL_SECTIONS = [...CV_SECTION_KEYS];

/** A link works through the end of its expiry day (UTC). */
const isExpired = (row: Pick<ShareableRow, 'expiry_date'>, now: Date) =>
  row.expiry_date !== null && now.toISOString().slice(0, 10) > row.expiry_date;

export type SharingServiceDeps = { repo: SharingRepository; clock: Clock; publicUrl: URL };

/** Shareable links, the public profile, what the public sees through them, and the CV as a PDF. */
export const createSharingService = ({ repo, clock, publicUrl }: SharingServiceDeps) => {
  const linkUrl = (id: string) => new URL(`/public-cv/${id}`, publicUrl).toString();
  const profileUrl = (handle: string) => new URL(`/u/${handle}`, publicUrl).toString();

  const present = (row: ShareableRow): ShareableCv => ({
    sharedCvId: row.id,
    title: row.title,
    expiryDate: row.expiry_date,
    isExpired: isExpired(row, clock.now()),
    publicUrl: linkUrl(row.id),
    views: Number(row.views),
    createdAt: new Date(row.created_at).toISOString(),
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

  const settingsOf = (row: ProfileRow | undefined): PublicProfileSettings =>
    row
      ? {
          handle: row.handle,
          headline: row.headline,
          bio: row.bio,
          isVisible: row.is_visible,
          sections: row.sections as PublicProfileSettings['sections'],
          tags: row.tags,
          publicUrl: row.handle ? profileUrl(row.handle) : null,
        }
      : emptySettings();

  const saveProfile = async (row: ProfileRow) => {
    try {
      await repo.saveProfile(row);
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
      const now = clock.now().toISOString();
      const id = randomToken(LINK_ID_BYTES);
      await repo.insertShareable({
        id,
        user_id: userId,
        title: input.title,
        expiry_date: input.expiryDate ?? null,
        views: 0,
        created_at: now,
        updated_at: now,
      });
      return present(await findOwn(userId, id));
    },

    updateLink: async (userId: string, id: string, input: ShareableCvInput) => {
      await findOwn(userId, id);
      assertFutureExpiry(input.expiryDate);
      await repo.updateShareable(userId, id, {
        title: input.title,
        expiry_date: input.expiryDate ?? null,
        updated_at: clock.now().toISOString(),
      });
      return present(await findOwn(userId, id));
    },

    deleteLink: async (userId: string, id: string) => {
      if (!(await repo.removeShareable(userId, id))) throw notFound(LINK_NOT_FOUND);
    },

    openPublicLink: async (id: string) => {
      const row = await openLink(id);
      await repo.countView(id);
      return { title: row.title, cv: presentPublicCv(await repo.loadCv(row.user_id), ALL_SECTIONS) };
    },

    publicLinkPdf: async (id: string, locale: Language) => {
      const row = await openLink(id);
      const cv = presentPublicCv(await repo.loadCv(row.user_id), ALL_SECTIONS);
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
        user_id: userId,
        handle: input.handle ?? null,
        headline: input.headline ?? '',
        bio: input.bio ?? '',
        is_visible: input.isVisible ?? false,
        sections: input.sections ?? ALL_SECTIONS,
        tags: current.tags,
        updated_at: clock.now().toISOString(),
      });
      return settingsOf(await repo.findProfile(userId));
    },

    /** Whether a handle could be yours: valid, not reserved, and not someone else's. */
    verifyHandle: async (userId: string, raw: string) => {
      const parsed = handleField.safeParse(raw);
      if (!parsed.success) return { handlerAvailable: false, reason: parsed.error.issues[0]?.message };
      const owner = await repo.findProfileByHandle(parsed.data);
      return owner && owner.user_id !== userId
        ? { handlerAvailable: false, reason: 'This handle is taken' }
        : { handlerAvailable: true };
    },

    getTags: async (userId: string) => ({ tags: settingsOf(await repo.findProfile(userId)).tags }),

    saveTags: async (userId: string, tags: string[]) => {
      const current = await repo.findProfile(userId);
      const base = current ?? { ...emptySettingsRow(userId) };
      await saveProfile({ ...base, tags, updated_at: clock.now().toISOString() });
      return { tags };
    },

    /** A visible profile by its handle; hidden or unknown answers 404 alike. */
    openPublicProfile: async (handle: string) => {
      const row = await repo.findProfileByHandle(handle.toLowerCase());
      if (!row?.is_visible || !row.handle) throw notFound('No public profile has this handle');
      const sections = row.sections as (typeof ALL_SECTIONS)[number][];
      return {
        handle: row.handle,
        bio: row.bio,
        tags: row.tags,
        sections,
        cv: presentPublicCv(await repo.loadCv(row.user_id), sections),
      };
    },
  };
};

const emptySettingsRow = (userId: string): ProfileRow => ({
  user_id: userId,
  handle: null,
  headline: '',
  bio: '',
  is_visible: false,
  sections: [...CV_SECTION_KEYS],
  tags: [],
  updated_at: new Date(0).toISOString(),
});

export type SharingService = ReturnType<typeof createSharingService>;
