import type { Education } from '@hirelane/contract/cv';
import { formatPeriod } from '@hirelane/contract/dates';
import { useTranslation } from 'react-i18next';
import { educationApi } from '../../../shared/cv/api/education.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { lazyNamed } from '../../../shared/ui/lazy.tsx';
import { DatedEntry } from './dated-entry.tsx';
import { EntryListSection, useSectionEntries } from './entry-list-section.tsx';

// The form (validation, pickers) loads when its dialog first opens.
const EducationForm = lazyNamed(() => import('../../../shared/cv/forms/education-form.tsx'), 'EducationForm');

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
        <DatedEntry
          title={entry.school}
          details={[entry.degree, entry.field].filter(Boolean).join(', ')}
          period={
            formatPeriod(entry.startDate, entry.endDate, language, t('month.present')) +
            (entry.grade ? ` · ${t('fields.grade')}: ${entry.grade}` : '')
          }
          description={entry.description}
        />
      )}
      renderForm={(entry, onDone) => (
        <EducationForm key={entry?.userEducationId ?? 'new'} entry={entry} onDone={onDone} />
      )}
    />
  );
}
