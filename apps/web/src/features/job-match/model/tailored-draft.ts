import type { TailoredCv, TailoredCvChanges, TailoredEntry } from '@hirelane/contract/tailored-cv';

/** The parts of a version the form edits as text; the entries and descriptions are kept beside it. */
export type TailoredFormValues = {
  headline: string;
  summary: string;
  design: TailoredCvChanges['design'];
};

export const formValuesOf = (version: TailoredCv): TailoredFormValues => ({
  headline: version.headline ?? '',
  summary: version.summary ?? '',
  design: version.design,
});

/**
 * Moves an entry one place up (-1) or down (1) among the entries of its own section; an entry
 * already first or last of its section stays.
 */
export function moveEntry(entries: readonly TailoredEntry[], id: string, by: -1 | 1): TailoredEntry[] {
  const from = entries.findIndex((entry) => entry.id === id);
  const entry = entries[from];
  const neighbour = entries[from + by];
  if (!entry || !neighbour || neighbour.section !== entry.section) return [...entries];
  const moved = [...entries];
  moved[from] = neighbour;
  moved[from + by] = entry;
  return moved;
}

export const toggleEntry = (entries: readonly TailoredEntry[], id: string): TailoredEntry[] =>
  entries.map((entry) => (entry.id === id ? { ...entry, excluded: !entry.excluded } : entry));

/**
 * The whole version to save (or preview): the form's texts, the entries as arranged, the
 * descriptions reworded, the skills hidden.
 */
export const versionToSave = (
  values: TailoredFormValues,
  entries: readonly TailoredEntry[],
  descriptions: Readonly<Record<string, string>>,
  professionalSkills: string[] | null,
  hiddenSkillIds: readonly string[] = [],
): TailoredCvChanges => ({
  headline: values.headline.trim() || null,
  summary: values.summary.trim() || null,
  design: values.design,
  excludedEntryIds: entries.filter((entry) => entry.excluded).map((entry) => entry.id),
  entryOrder: entries.map((entry) => entry.id),
  descriptionOverrides: { ...descriptions },
  professionalSkills,
  hiddenSkillIds: [...hiddenSkillIds],
});
