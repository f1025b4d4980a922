import type { Experience } from '@hirelane/contract/cv';
import { formatPeriod } from '@hirelane/contract/dates';
import { useTranslation } from 'react-i18next';
import { experienceApi } from '../../../shared/cv/api/experience.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { lazyNamed } from '../../../shared/ui/lazy.tsx';
import { DatedEntry } from './dated-entry.tsx';
import { EntryListSection, useSectionEntries } from './entry-list-section.tsx';

// The form (validation, pickers) loads when its dialog first opens.
const ExperienceForm = lazyNamed(
  () => import('../../../shared/cv/forms/experience-form.tsx'),
  'ExperienceForm',
);

/** Jobs, newest first (the server orders by start month). */
export function ExperienceSection() {
  const { t } = useTranslation('cv');
  const [language] = useLanguage();
  return (
    <EntryListSection<Experience>
      {...useSectionEntries(experienceApi)}
      idOf={(entry) => entry.userExperienceId}
      nameOf={(entry) => t('experience.entryName', { title: entry.title, company: entry.company })}
      renderEntry={(entry) => (
        <DatedEntry
          title={entry.title}
          details={[
            entry.company,
            entry.location,
            entry.employmentType && t(`employmentType.${entry.employmentType}` as const),
          ]
            .filter(Boolean)
            .join(' · ')}
          period={formatPeriod(entry.startDate, entry.endDate, language, t('month.present'))}
          description={entry.description}
        />
      )}
      renderForm={(entry, onDone) => (
        <ExperienceForm key={entry?.userExperienceId ?? 'new'} entry={entry} onDone={onDone} />
      )}
    />
  );
}
