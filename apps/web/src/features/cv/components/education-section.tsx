import type { Education } from '@hirelane/contract/cv';
import { formatPeriod } from '@hirelane/contract/dates';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { lazyNamed } from '../../../shared/ui/lazy.tsx';
import { educationApi } from '../api/education.ts';
import { EntryListSection, useSectionEntries } from './entry-list-section.tsx';

// The form (validation, pickers) loads when its dialog first opens.
const EducationForm = lazyNamed(() => import('./education-form.tsx'), 'EducationForm');

/** Schools and courses, newest first. */
export function EducationSection() {
  const { t } = useTranslation('cv');
  const [language] = useLanguage();
  return (
    <EntryListSection<Education>
      {...useSectionEntries(educationApi)}
      idOf={(entry) => entry.userEducationId}
      nameOf={(entry) => entry.school}
      renderEntry={(entry) => (
        <>
          <Text fw={600}>{entry.school}</Text>
          {(entry.degree || entry.field) && (
            <Text size="sm">{[entry.degree, entry.field].filter(Boolean).join(', ')}</Text>
          )}
          <Text size="sm" c="dimmed">
            {formatPeriod(entry.startDate, entry.endDate, language, t('month.ongoing'))}
            {entry.grade ? ` · ${t('fields.grade')}: ${entry.grade}` : ''}
          </Text>
          {entry.description && (
            <Text size="sm" style={{ whiteSpace: 'pre-line' }} lineClamp={3}>
              {entry.description}
            </Text>
          )}
        </>
      )}
      renderForm={(entry, onDone) => (
        <EducationForm key={entry?.userEducationId ?? 'new'} entry={entry} onDone={onDone} />
      )}
    />
  );
}
