import type * as Cv from '@hirelane/contract/cv';
import type { BulkDataInput, OtherItemDraft, ParsedCv } from '@hirelane/contract/cv-import';
import { linkKey } from '@hirelane/contract/link-address';
import { educationFormValues, experienceFormValues } from '../../../shared/cv/forms/entry-forms.ts';
import { sameEducation } from './same-education.ts';

/** One extracted item under review: whether it is kept, whether the CV already has it, its values. */
export type Reviewed<T> = { key: string; include: boolean; duplicate: boolean; value: T };

export const PROFILE_FIELDS = ['headline', 'phone', 'email', 'location', 'summary'] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];

/** A profile field the CV names, and what the profile says today ('' = nothing). */
export type ProfileDraftField = { field: ProfileField; text: string; current: string };

/** A link the CV gives (LinkedIn, GitHub, a personal site), added to the profile's own links. */
export type LinkDraft = { label: string; url: string };

/** Where an item from outside the CV's groups goes when the user keeps it. */
export const OTHER_PLACES = ['experiences', 'professional', 'personal'] as const;
export type OtherPlace = (typeof OTHER_PLACES)[number];

/**
 * An item the CV holds outside the groups (volunteering, references): its section and words, the
 * experience it reads as (if dated), and where it goes when kept. Left out unless the user keeps it.
 */
export type OtherDraft = {
  section: string;
  text: string;
  experience: Cv.ExperienceInput | null;
  place: OtherPlace;
};

export type ReviewState = {
  profile: Reviewed<ProfileDraftField>[];
  links: Reviewed<LinkDraft>[];
  experiences: Reviewed<Cv.ExperienceInput>[];
  educations: Reviewed<Cv.EducationInput>[];
  certifications: Reviewed<Cv.CertificationInput>[];
  professional: Reviewed<string>[];
  personal: Reviewed<string>[];
  language: Reviewed<Cv.LanguageSkill>[];
  other: Reviewed<OtherDraft>[];
};
export type EntryGroup = 'experiences' | 'educations' | 'certifications';
export type Group = keyof ReviewState;

/** What the CV holds today, to mark what an import would repeat. */
export type ExistingCv = {
  experiences: Cv.Experience[];
  educations: Cv.Education[];
  certifications: Cv.Certification[];
  professional: string[];
  personal: string[];
  language: Cv.LanguageSkill[];
  /**
   * The profile's fields and links today ('' or absent = empty); null when unknown (then no field
   * is ticked; links still are, as the save never repeats one).
   */
  profile: (Partial<Record<ProfileField, string>> & { links?: LinkDraft[] }) | null;
};

/** Nothing on the CV yet (or it could not be read): nothing is marked as already there. */
export const EMPTY_CV: ExistingCv = {
  experiences: [],
  educations: [],
  certifications: [],
  professional: [],
  personal: [],
  language: [],
  profile: null,
};

const same = (a: string | null | undefined, b: string | null | undefined) =>
  (a ?? '').trim().toLowerCase() === (b ?? '').trim().toLowerCase();

const reviewed = <T>(group: Group, items: T[], isDuplicate: (item: T) => boolean): Reviewed<T>[] =>
  items.map((value, index) => {
    const duplicate = isDuplicate(value);
    return { key: `${group}.${index}`, include: !duplicate, duplicate, value };
  });

/**
 * The review of an extraction: drafts in the CV builder's form shapes (empty text '', no month
 * null), each ticked unless the CV already has it. A profile field is ticked only where the
 * profile is known to have nothing yet: a value the user wrote is replaced only when they ask.
 */
export function reviewOf(parsed: ParsedCv, existing: ExistingCv, other: OtherItemDraft[] = []): ReviewState {
  return {
    profile: PROFILE_FIELDS.filter((field) => (parsed.profile[field] ?? '').trim() !== '').map((field) => {
      const current = existing.profile?.[field]?.trim() ?? '';
      const text = (parsed.profile[field] ?? '').trim();
      return {
        key: `profile.${field}`,
        include: existing.profile !== null && current === '',
        duplicate: current !== '' && same(current, text),
        value: { field, text, current },
      };
    }),
    links: reviewed(
      'links',
      (parsed.profile.links ?? [])
        .map((link) => ({ label: link.label.trim(), url: link.url.trim() }))
        .filter((link) => link.url !== ''),
      (link) => (existing.profile?.links ?? []).some((o) => linkKey(o.url) === linkKey(link.url)),
    ),
    experiences: reviewed(
      'experiences',
      parsed.experiences.map((e) => experienceFormValues(e)),
      (e) =>
        existing.experiences.some(
          (o) => same(o.title, e.title) && same(o.company, e.company) && same(o.startDate, e.startDate),
        ),
    ),
    educations: reviewed(
      'educations',
      parsed.educations.map((e) => educationFormValues(e)),
      (e) => existing.educations.some((o) => sameEducation(o, e)),
    ),
    certifications: reviewed(
      'certifications',
      parsed.certifications.map((c) => ({
        name: c.name,
        issuer: c.issuer ?? '',
        issueDate: c.issueDate,
        expiryDate: c.expiryDate,
        credentialId: c.credentialId ?? '',
        credentialUrl: c.credentialUrl ?? '',
      })),
      (c) => existing.certifications.some((o) => same(o.name, c.name)),
    ),
    professional: reviewed('professional', parsed.professional, (s) =>
      existing.professional.some((o) => same(o, s)),
    ),
    personal: reviewed('personal', parsed.personal, (s) => existing.personal.some((o) => same(o, s))),
    language: reviewed('language', parsed.language, (l) =>
      existing.language.some((o) => same(o.language, l.language)),
    ),
    other: other.map((item, index) => ({
      key: `other.${index}`,
      include: false,
      duplicate: false,
      value: {
        section: item.section,
        text: item.text,
        experience: item.experience ? experienceFormValues(item.experience) : null,
        place: item.experience ? 'experiences' : 'personal',
      },
    })),
  };
}

/** The kept items from outside the groups that go to one place. */
const placed = (state: ReviewState, place: OtherPlace) =>
  kept(state.other).filter((item) => item.value.place === place);

/** The items the user keeps ticked. */
export const kept = <T>(items: Reviewed<T>[]) => items.filter((item) => item.include);

/** POST /cv/general/bulk-data: the ticked items only, in the order shown. */
export function bulkBodyOf(state: ReviewState): BulkDataInput {
  const links = kept(state.links).map(({ value }) => ({ label: value.label.trim(), url: value.url.trim() }));
  const profile = {
    ...Object.fromEntries(kept(state.profile).map(({ value }) => [value.field, value.text.trim()])),
    ...(links.length > 0 ? { links } : {}),
  };
  return {
    experiences: [
      ...kept(state.experiences).map((item) => item.value),
      ...placed(state, 'experiences').flatMap((item) =>
        item.value.experience ? [item.value.experience] : [],
      ),
    ],
    educations: kept(state.educations).map((item) => item.value),
    certifications: kept(state.certifications).map((item) => item.value),
    professional: [
      ...kept(state.professional).map((item) => item.value.trim()),
      ...placed(state, 'professional').map((item) => item.value.text.trim()),
    ],
    personal: [
      ...kept(state.personal).map((item) => item.value.trim()),
      ...placed(state, 'personal').map((item) => item.value.text.trim()),
    ],
    language: kept(state.language).map((item) => item.value),
    profile: Object.keys(profile).length > 0 ? profile : null,
  };
}

export function selectedCount(state: ReviewState): number {
  return Object.values(state).reduce((sum, items: Reviewed<unknown>[]) => sum + kept(items).length, 0);
}

/**
 * The server's field errors ("experiences.2.startDate": index among the items sent; "profile.phone";
 * "profile.links.1.url": the second link sent)
 * moved onto the items they are about, so each shows its own problem. One about a whole group, or
 * an item no longer found, stays under the group's name.
 */
export function serverErrorsByItem(
  state: ReviewState,
  fields: Record<string, string>,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [path, message] of Object.entries(fields)) {
    const parts = path.split('.');
    const [group, index] = parts[0] === 'profile' && parts[1] === 'links' ? ['links', parts[2]] : parts;
    if (!group || !Object.hasOwn(state, group)) continue;
    const items = kept<unknown>(state[group as Group]);
    const item =
      index === undefined
        ? undefined
        : group === 'profile'
          ? items.find((i) => i.key === `profile.${index}`)
          : /^\d+$/.test(index)
            ? items[Number(index)]
            : undefined;
    // A link's error not found among the links (or about all of them) stays under the profile's name.
    errors[item?.key ?? parts[0] ?? group] = message;
  }
  return errors;
}

/** Errors about the review's groups as a whole (not one item): shown once above the save button. */
export function groupErrors(errors: Record<string, string>): string[] {
  return Object.entries(errors)
    .filter(([key]) => Object.hasOwn(EMPTY_CV, key))
    .map(([, message]) => message);
}
