import { IMPORT_GROUPS, type Language } from '@hirelane/contract/constants';
import type { BulkDataResponse } from '@hirelane/contract/cv-import';
import { intlLocale } from '@hirelane/contract/dates';
import type { TFunction } from 'i18next';

type Created = BulkDataResponse['created'];

/**
 * What a save added, in words: only the groups that got something ("2 experiences and
 * 1 language"), each with its plural, and the profile when its fields were used. Null when nothing
 * was added.
 */
export function savedSummary(created: Created, t: TFunction<'cv'>, language: Language): string | null {
  const parts = IMPORT_GROUPS.filter((group) => created[group] > 0).map((group) =>
    t(`import.savedParts.${group}`, { count: created[group] }),
  );
  if (created.profile) parts.push(t('import.savedParts.profile'));
  if (parts.length === 0) return null;
  const list = new Intl.ListFormat(intlLocale(language), { type: 'conjunction' }).format(parts);
  return t('import.savedSummary', { list });
}
