import { z } from 'zod';

// The typed texts of every form, so "too long" and "missing" read the same everywhere.

/** A trimmed text of at most `max` characters: "<label> can be at most <max> characters". */
export const textUpTo = (label: string, max: number) =>
  z.string().trim().max(max, `${label} can be at most ${max} characters`);

/** A trimmed text that must not be empty (`empty` is the error then) of at most `max` characters. */
export const requiredText = (label: string, max: number, empty = `${label} is required`) =>
  z.string().trim().min(1, empty).max(max, `${label} can be at most ${max} characters`);

/** A trimmed text that may be left out; empty or absent is stored as null. */
export const optionalText = (label: string, max: number) =>
  textUpTo(label, max)
    .nullish()
    .transform((value) => (value ? value : null));

/** An http(s) address: what every link a person gives must be. */
export const webAddress = z.url({
  protocol: /^https?$/,
  error: 'Use a web address starting with http:// or https://',
});

/** A trimmed link of at most `max` characters. */
export const webLink = (max: number) => z.string().trim().max(max, 'The link is too long').pipe(webAddress);

/** A link that may be left out; empty or absent is stored as null. */
export const optionalWebLink = (max: number) =>
  webLink(max)
    .or(z.literal(''))
    .nullish()
    .transform((value) => (value ? value : null));

/** A person's first or last name. */
export const personName = (label: string) =>
  z.string().trim().min(1, `${label} is required`).max(100, `${label} is too long`);
