import { certificationInput, educationInput, experienceInput, languageSkill } from '@hirelane/contract/cv';
import { bulkProfileInput } from '@hirelane/contract/cv-import';
import { profileLink } from '@hirelane/contract/profile';
import type { z } from 'zod';
import { type EntryGroup, kept, type ReviewState } from './import-review.ts';

// The contract's schemas (zod) check a review only when it is saved: in a module of its own, so the
// import page's first visit does not load them.

const SCHEMAS: Record<EntryGroup | 'language', z.ZodType> = {
  experiences: experienceInput,
  educations: educationInput,
  certifications: certificationInput,
  language: languageSkill,
};

/** The interface's words for a problem the contract's schema does not word itself. */
export type ItemProblemTexts = { field: string; item: string; emptySkill: string };

/** What is wrong with each ticked item, by its key, in the contract's own words (first problem). */
export function itemErrors(state: ReviewState, texts: ItemProblemTexts): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const item of kept(state.profile)) {
    const result = bulkProfileInput.shape[item.value.field].safeParse(item.value.text);
    if (!result.success) errors[item.key] = result.error.issues[0]?.message ?? texts.field;
  }
  for (const item of kept(state.links)) {
    const result = profileLink.safeParse(item.value);
    if (!result.success) errors[item.key] = result.error.issues[0]?.message ?? texts.item;
  }
  for (const group of ['experiences', 'educations', 'certifications', 'language'] as const) {
    for (const item of kept<unknown>(state[group])) {
      const result = SCHEMAS[group].safeParse(item.value);
      if (!result.success) errors[item.key] = result.error.issues[0]?.message ?? texts.item;
    }
  }
  for (const group of ['professional', 'personal'] as const)
    for (const item of kept(state[group])) if (item.value.trim() === '') errors[item.key] = texts.emptySkill;
  for (const item of kept(state.other)) {
    const { place, experience, text } = item.value;
    if (place !== 'experiences') {
      if (text.trim() === '') errors[item.key] = texts.emptySkill;
      continue;
    }
    const result = experienceInput.safeParse(experience);
    if (!result.success) errors[item.key] = result.error.issues[0]?.message ?? texts.item;
  }
  return errors;
}
