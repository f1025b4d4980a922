import { z } from 'zod';
import { idParams } from './common.ts';
import { CV_SECTION_KEYS } from './constants.ts';
import { certification, education, experience, languageSkill } from './cv.ts';
import { cvDesignId, cvDesignSettings } from './cv-design-schemas.ts';
import { endorsement } from './endorsements.ts';
import { requiredText, textUpTo } from './text.ts';

// What a shared CV shows of the profile's contact details ----------------------------------------

/** The profile's contact details a shareable link or the public profile can show, each by choice. */
export const CONTACT_FIELDS = ['photo', 'email', 'phone', 'links'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export const contactField = z.enum(CONTACT_FIELDS, 'Choose from photo, email, phone and links');

/**
 * A new share link shows every contact detail: it is made to be sent to an employer, who must be
 * able to answer it. Its owner can untick any of them.
 */
export const DEFAULT_LINK_CONTACT_FIELDS: readonly ContactField[] = CONTACT_FIELDS;

/**
 * The public profile, which search engines may find, shows the photo and the links; e-mail and phone
 * only once its owner ticks them.
 */
export const DEFAULT_PROFILE_CONTACT_FIELDS: readonly ContactField[] = ['photo', 'links'];

const contactFieldsInput = z
  .array(contactField)
  .max(CONTACT_FIELDS.length)
  .transform((fields) => CONTACT_FIELDS.filter((field) => fields.includes(field)));

/** A video chosen for a link or the profile: the id of one of the owner's videos, or null. */
const sharedVideoId = z.string().min(1).max(100).nullable().optional();

// Shareable CVs ---------------------------------------------------------------------------------

export const SHAREABLE_TITLE_MAX = 100;

/** POST /cv/shareable and PUT /cv/shareable/{id}. No expiry = the link never expires. */
export const shareableCvInput = z.object({
  title: requiredText('The title', SHAREABLE_TITLE_MAX, 'Give the link a title'),
  /** The last day the link works (through the end of that day, UTC). */
  expiryDate: z.iso.date('Use a date like 2026-12-31').nullish().default(null),
  /** Which contact details the link shows; a new link without it shows all, an edit keeps them. */
  contactFields: contactFieldsInput
    .optional()
    .describe(
      'Which contact details the link shows (photo, email, phone, links). A new link without it shows ' +
        'all of them, e-mail and phone included; an edit without it keeps what the link had.',
    ),
  /**
   * The owner's self-introduction video the link plays (one of their own videos, or null for none);
   * a new link without it has none, an edit keeps it.
   */
  videoId: sharedVideoId,
  /**
   * The CV design the link shows (a recruiter link can be compact), or null for the owner's own
   * choice; a new link without it follows the owner's choice, an edit keeps it.
   */
  design: cvDesignId.nullable().optional(),
  /**
   * The job whose tailored version of the CV the link shows (one of the owner's jobs), or null for
   * the main CV; a new link without it shows the main CV, an edit keeps it.
   */
  jobId: z.string().min(1).max(100).nullable().optional(),
});
export type ShareableCvInput = z.input<typeof shareableCvInput>;

export const shareableCv = z.object({
  sharedCvId: z.string(),
  title: z.string(),
  expiryDate: z.string().nullable(),
  isExpired: z.boolean(),
  publicUrl: z.string(),
  views: z.number(),
  contactFields: z.array(contactField),
  /** The owner's video the link plays, or null. */
  videoId: z.string().nullable(),
  /** The link's own design, or null when it follows the owner's choice. */
  design: cvDesignId.nullable(),
  /** The job whose tailored CV the link shows, or null for the main CV. */
  jobId: z.string().nullable(),
  createdAt: z.string(),
});
export type ShareableCv = z.infer<typeof shareableCv>;

export const shareableParams = idParams;

/** GET /cv/shareable: every link of the owner, or (with jobId) only those that show that job's tailored CV. */
export const shareableListQuery = z.object({ jobId: z.string().min(1).max(100).optional() });

// Public profile --------------------------------------------------------------------------------

export const HANDLE_MIN = 3;
export const HANDLE_MAX = 30;
export const HANDLE_PATTERN = /^[a-z0-9_-]+$/;
/** Handles that would read as the product speaking, or clash with its own pages. */
export const RESERVED_HANDLES = [
  'admin',
  'administrator',
  'api',
  'app',
  'help',
  'hirelane',
  'login',
  'logout',
  'me',
  'my-cv',
  'my-videos',
  'null',
  'privacy',
  'public',
  'root',
  'settings',
  'signup',
  'support',
  'system',
  'terms',
  'undefined',
  'www',
] as const;

export const handleField = z
  .string()
  .trim()
  .toLowerCase()
  .min(HANDLE_MIN, `Use at least ${HANDLE_MIN} characters`)
  .max(HANDLE_MAX, `Use at most ${HANDLE_MAX} characters`)
  .regex(HANDLE_PATTERN, 'Use lower-case letters, digits, - and _ only')
  .refine((handle) => !(RESERVED_HANDLES as readonly string[]).includes(handle), 'This handle is reserved');

export const TAGS_MAX = 20;
export const TAG_MAX_LENGTH = 30;

/** The CV sections a public profile can show. */
export const publicSection = z.enum(CV_SECTION_KEYS);

/** PUT /cv/public-profile */
export const publicProfileInput = z.object({
  handle: handleField.nullable(),
  /** The profile's headline (one headline for profile, CV and public profile); left as it is when absent. */
  headline: textUpTo('The headline', 120).optional(),
  bio: textUpTo('The bio', 1000).default(''),
  isVisible: z.boolean().default(false),
  sections: z
    .array(publicSection)
    .max(CV_SECTION_KEYS.length)
    .transform((sections) => [...new Set(sections)])
    .default([...CV_SECTION_KEYS]),
  /** Which contact details the profile shows; kept as they are when absent. */
  contactFields: contactFieldsInput
    .optional()
    .describe(
      'Which contact details the profile shows (photo, email, phone, links). Kept as they are when ' +
        'absent; a profile never saved shows the photo and the links, not e-mail or phone.',
    ),
  /** The owner's video the profile plays (one of their own, or null for none); kept as it is when absent. */
  videoId: sharedVideoId,
  /**
   * Let search engines find the profile (opt-in): while the profile is visible too, it is listed in
   * /sitemap.xml and its page may be indexed. Off when absent.
   */
  indexable: z.boolean().default(false),
});
export type PublicProfileInput = z.input<typeof publicProfileInput>;

export const publicProfileSettings = z.object({
  handle: z.string().nullable(),
  /** The profile's headline. */
  headline: z.string(),
  bio: z.string(),
  isVisible: z.boolean(),
  sections: z.array(publicSection),
  contactFields: z.array(contactField),
  tags: z.array(z.string()),
  publicUrl: z.string().nullable(),
  /** The owner's video the profile plays, or null. */
  videoId: z.string().nullable(),
  /** Whether search engines may find the profile (listed in the sitemap, page indexable). */
  indexable: z.boolean(),
});
export type PublicProfileSettings = z.infer<typeof publicProfileSettings>;

/** GET /cv/public-profile/verify/?handler= */
export const verifyHandleQuery = z.object({ handler: z.string().max(100) });
export const verifyHandleResponse = z.object({
  handlerAvailable: z.boolean(),
  reason: z.string().optional(),
});
export type VerifyHandleResponse = z.infer<typeof verifyHandleResponse>;

/** PUT /cv/public-profile/tags: a short list, de-duplicated in any case. */
export const tagsInput = z.object({
  tags: z
    .array(requiredText('A tag', TAG_MAX_LENGTH, 'A tag cannot be empty'))
    .max(TAGS_MAX, `Use at most ${TAGS_MAX} tags`)
    .transform((tags) =>
      tags.filter((tag, i) => tags.findIndex((o) => o.toLowerCase() === tag.toLowerCase()) === i),
    ),
});
export const tagsResponse = z.object({ tags: z.array(z.string()) });

export const handleParams = z.object({ handle: z.string().min(1).max(100) });

// What the public sees --------------------------------------------------------------------------

/** An endorsement as the public CV shows it: who wrote it, how they know the owner, and what. */
export const publicEndorsement = endorsement.pick({
  endorserName: true,
  endorserTitle: true,
  relationship: true,
  text: true,
});

const publicCertification = certification.omit({ file: true });

/**
 * The profile's contact details a link or profile chose to show; a detail not chosen (or not
 * filled in) is null or empty. The photo is a URL of its own, public for as long as the CV is.
 */
export const publicCvContact = z.object({
  photoUrl: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  links: z.array(z.object({ label: z.string(), url: z.string() })),
});
export type PublicCvContact = z.infer<typeof publicCvContact>;

/** A CV as others see it: only public fields, whichever link or handle they came through. */
export const publicCv = z.object({
  firstName: z.string(),
  lastName: z.string(),
  headline: z.string().nullable(),
  /** Where the person lives or works from, as the profile says it. */
  location: z.string().nullable(),
  /** The profile's summary ("About"): paragraphs and "- " bullet lines. */
  summary: z.string().nullable(),
  contact: publicCvContact,
  experience: z.array(experience.omit({ userExperienceId: true })),
  education: z.array(education.omit({ userEducationId: true })),
  certifications: z.array(publicCertification.omit({ userCertificationId: true })),
  professionalSkills: z.array(z.string()),
  personalSkills: z.array(z.string()),
  languages: z.array(languageSkill),
  endorsements: z.array(publicEndorsement),
});
export type PublicCv = z.infer<typeof publicCv>;

/**
 * The self-introduction video a link or profile plays. Both URLs are absolute, signed and short-lived,
 * and work only while the link or profile is live and still shows this video (revoking, unpublishing
 * or deleting stops them at once). The playback URL answers HTTP range requests (for `<video src>`);
 * the poster is null when the video has none. The video's name is its owner's alone (they were told
 * only they see it), so it is not here.
 */
export const publicVideo = z.object({
  playbackUrl: z.string(),
  posterUrl: z.string().nullable(),
});
export type PublicVideo = z.infer<typeof publicVideo>;

/** GET /cv/public/shareable/link/{id} */
export const publicShareableCv = z.object({
  title: z.string(),
  cv: publicCv,
  /** The video the link plays, or null when it plays none. */
  video: publicVideo.nullable(),
  /** How the CV is drawn: the link's design with its owner's accent, font, paper and CV language. */
  design: cvDesignSettings,
});
export type PublicShareableCv = z.infer<typeof publicShareableCv>;

/** GET /cv/public/profile/{handle} */
export const publicProfile = z.object({
  handle: z.string(),
  bio: z.string(),
  tags: z.array(z.string()),
  sections: z.array(publicSection),
  cv: publicCv,
  /** The video the profile plays, or null when it plays none. */
  video: publicVideo.nullable(),
  /**
   * The owner let search engines find the profile: its page carries no `noindex` and describes the
   * person as schema.org `Person` JSON-LD. False: the page is `noindex` and not in the sitemap.
   */
  indexable: z.boolean(),
  /** How the CV is drawn: its owner's choice. */
  design: cvDesignSettings,
});
export type PublicProfile = z.infer<typeof publicProfile>;
