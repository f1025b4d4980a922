import type { Experience } from '@hirelane/contract/cv';
import { formatPeriod } from '@hirelane/contract/dates';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { lazyNamed } from '../../../shared/ui/lazy.tsx';
import { experienceApi } from '../api/experience.ts';
import { EntryListSection, useSectionEntries } from './entry-list-section.tsx';

// The form (validation, pickers) loads when its dialog first opens.
const ExperienceForm = lazyNamed(() => import('./experience-form.tsx'), 'ExperienceForm');

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
        <>
          <Text fw={600}>{entry.title}</Text>
          <Text size="sm">
            {[
              entry.company,
              entry.location,
              entry.employmentType && t(`employmentType.${entry.employmentType}` as const),
            ]
              .filter(Boolean)
              .join(' · ')}
          </Text>
          <Text size="sm" c="dimmed">
            {formatPeriod(entry.startDate, entry.endDate, language, t('month.present'))}
          </Text>
          {entry.description && (
            <Text size="sm" style={{ whiteSpace: 'pre-line' }} lineClamp={3}>
              {entry.description}
            </Text>
          )}
        </>
      )}
      renderForm={(entry, onDone) => (
        <ExperienceForm key={entry?.userExperienceId ?? 'new'} entry={entry} onDone={onDone} />
      )}
    />
  );
}
