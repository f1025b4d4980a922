import { z } from 'zod';
import { emailField } from './common.ts';
import { LANGUAGES } from './constants.ts';
import { COUNTRY_CODES } from './countries.ts';
import { personName, requiredText, textUpTo, webLink } from './text.ts';

/** GET /jobs/application/profile/basic — who is signed in, for menus, greetings and mails. */
export const basicProfileResponse = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  country: z.string(),
  preferredLanguage: z.enum(LANGUAGES),
  /** Whether the board's cards show each job's match score. */
  showMatchScores: z.boolean(),
});
export type BasicProfileResponse = z.infer<typeof basicProfileResponse>;

/** PUT /jobs/application/profile/basic (the login e-mail is changed elsewhere, not here). */
export const basicProfileInput = z.object({
  firstName: personName('First name'),
  lastName: personName('Last name'),
  country: z.string().refine((code) => COUNTRY_CODES.includes(code), 'Choose a country'),
  preferredLanguage: z.enum(LANGUAGES, 'Choose English or Norwegian'),
  /** Left out: stays as it is. */
  showMatchScores: z.boolean().optional(),
});
export type BasicProfileInput = z.input<typeof basicProfileInput>;

export const PROFILE_LINKS_MAX = 10;

export const profileLink = z.object({
  label: requiredText('The name', 50, 'Name the link'),
  url: webLink(2000),
});

/** PUT /jobs/application/profile — everything but the names is optional. */
export const profileInput = z.object({
  firstName: personName('First name'),
  lastName: personName('Last name'),
  headline: textUpTo('Headline', 120).default(''),
  summary: textUpTo('Summary', 2000).default(''),
  phone: z
    .string()
    .trim()
    .max(30, 'The phone number is too long')
    .regex(/^[+\d\s()-]*$/, 'Use digits, spaces and + ( ) - only')
    .default(''),
  email: emailField.or(z.literal('')).default(''),
  location: textUpTo('Location', 200).default(''),
  links: z.array(profileLink).max(PROFILE_LINKS_MAX, `Add at most ${PROFILE_LINKS_MAX} links`).default([]),
  dateOfBirth: z.iso.date('Use a date like 1990-05-31').nullish().default(null),
});
export type ProfileInput = z.input<typeof profileInput>;

export const profileResponse = z.object({
  firstName: z.string(),
  lastName: z.string(),
  headline: z.string(),
  summary: z.string(),
  phone: z.string(),
  email: z.string(),
  location: z.string(),
  links: z.array(profileLink),
  dateOfBirth: z.string().nullable(),
  /** Whether a photo exists; GET /jobs/application/profile/image serves it. */
  hasImage: z.boolean(),
  imageUpdatedAt: z.string().nullable(),
});
export type ProfileResponse = z.infer<typeof profileResponse>;

/** Profile photos: checked by content, re-encoded, resized and stripped of metadata on the server. */
export const PROFILE_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const PROFILE_IMAGE_MAX_PIXELS = 40_000_000;
export const PROFILE_IMAGE_TYPES = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' } as const;
