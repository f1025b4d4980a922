import { CV_SECTION_KEYS } from '@hirelane/contract/constants';
import {
  DEFAULT_PROFILE_CONTACT_FIELDS,
  handleField,
  type PublicProfileInput,
  type PublicProfileSettings,
} from '@hirelane/contract/sharing';
import type { CvOutput } from '../../domain/cv/cv-output.ts';
import { loadCvSnapshot } from '../../domain/cv/cv-snapshot.ts';
import { presentPublicCv } from '../../domain/cv/public-cv.ts';
import type { PublicProfileRecord } from '../../domain/shared-cv/public-profiles.ts';
import { chooseOwnVideo, photoUrl, presentVideo, profileBase } from '../../domain/shared-cv/shared-media.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db/database.ts';
import { isUniqueViolation } from '../../platform/db/dialect.ts';
import { AppError, notFound } from '../../platform/http/app-error.ts';
import type { UrlSigner } from '../../platform/security/signed-url.ts';
import type { PublicProfileRepository } from './public-profile.repository.ts';

const ALL_SECTIONS = [...CV_SECTION_KEYS];
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

export type PublicProfileServiceDeps = {
  repo: PublicProfileRepository;
  /** The database the shared readers of the CV and videos use. */
  db: Db;
  clock: Clock;
  publicUrl: URL;
  /** Signs the playback and poster URLs of the profile's video. */
  videoUrls: UrlSigner;
  /** How the owner's CV is drawn. */
  output: Pick<CvOutput, 'designOf'>;
};

/** The public profile: its handle, settings and tags, what anyone sees at /u/{handle}, and the sitemap. */
export const createPublicProfileService = ({
  repo,
  db,
  clock,
  publicUrl,
  videoUrls,
  output,
}: PublicProfileServiceDeps) => {
  const profileUrl = (handle: string) => new URL(`/u/${handle}`, publicUrl).toString();

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
          input.videoId === undefined
            ? (current?.videoId ?? null)
            : await chooseOwnVideo(db, userId, input.videoId),
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
      const cv = await loadCvSnapshot(db, row.userId);
      const base = profileBase(row.handle);
      return {
        handle: row.handle,
        bio: row.bio,
        tags: row.tags,
        sections,
        cv: presentPublicCv(cv, { sections, contactFields, photoUrl: photoUrl(publicUrl, base, cv) }),
        video: await presentVideo({ db, videoUrls, publicUrl }, base, row.userId, row.videoId),
        indexable: row.indexable,
        design: await output.designOf(row.userId),
      };
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
  };
};

export type PublicProfileService = ReturnType<typeof createPublicProfileService>;
