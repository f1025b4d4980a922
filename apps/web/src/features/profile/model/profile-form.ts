import type { ProfileInput, ProfileResponse } from '@hirelane/contract/profile';
import { profileInput } from '@hirelane/contract/profile';
import { z } from 'zod';

/**
 * The contract's profile schema, except that an empty date field means "no date": a date input
 * gives '' when cleared, the API wants null.
 */
export const profileFormSchema = profileInput.extend({
  dateOfBirth: z.union([z.literal(''), z.iso.date('Use a date like 1990-05-31')]),
});

export type ProfileFormValues = {
  firstName: string;
  lastName: string;
  headline: string;
  summary: string;
  phone: string;
  email: string;
  location: string;
  links: { label: string; url: string }[];
  dateOfBirth: string;
};

/** The form's starting values from what the server has. */
export function toProfileFormValues(profile: ProfileResponse): ProfileFormValues {
  return {
    firstName: profile.firstName,
    lastName: profile.lastName,
    headline: profile.headline,
    summary: profile.summary,
    phone: profile.phone,
    email: profile.email,
    location: profile.location,
    links: profile.links.map((link) => ({ ...link })),
    dateOfBirth: profile.dateOfBirth ?? '',
  };
}

/** The PUT body from the checked form values. */
export function toProfileInput(values: z.output<typeof profileFormSchema>): ProfileInput {
  return { ...values, dateOfBirth: values.dateOfBirth === '' ? null : values.dateOfBirth };
}

const FIXED_FIELDS = [
  'firstName',
  'lastName',
  'headline',
  'summary',
  'phone',
  'email',
  'location',
  'links',
  'dateOfBirth',
] as const;

type LinkField = `links.${number}.label` | `links.${number}.url`;
export type ProfileFieldPath = (typeof FIXED_FIELDS)[number] | LinkField;

/** Every form path a server `fields` key may name, for `linkCount` link rows. */
export function profileFieldPaths(linkCount: number): ProfileFieldPath[] {
  const linkFields = Array.from({ length: linkCount }, (_, index) => [
    `links.${index}.label` as const,
    `links.${index}.url` as const,
  ]).flat();
  return [...FIXED_FIELDS, ...linkFields];
}
