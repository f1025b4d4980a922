import type { LanguageSkill } from '@hirelane/contract/cv';
import { levelKey } from '@hirelane/contract/language-levels';
import { Group, Stack, Text } from '@mantine/core';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { languagesWrites, useLanguages } from '../../../shared/cv/api/languages.ts';
import { LazyFallback, lazyNamed } from '../../../shared/ui/lazy.tsx';
import { ListSection } from './list-section.tsx';

// The form (validation, pickers) loads when its dialog first opens.
const LanguagesForm = lazyNamed(() => import('./languages-form.tsx'), 'LanguagesForm');

/** Languages and how well the user speaks them. */
export function LanguagesSection() {
  const { t } = useTranslation('cv');
  return (
    <ListSection<LanguageSkill>
      section="language"
      texts={{
        title: t('language.title'),
        description: t('language.description'),
        edit: t('language.edit'),
        addFirst: t('language.addFirst'),
        empty: t('language.empty'),
        dialogTitle: t('language.dialogTitle'),
        loadFailed: t('language.errors.load'),
      }}
      list={useLanguages()}
      waitingId={languagesWrites.entryId}
      renderForm={(languages, onDone) => (
        <Suspense fallback={<LazyFallback />}>
          <LanguagesForm languages={languages} onDone={onDone} />
        </Suspense>
      )}
    >
      {(languages) => (
        <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {languages.map((item) => (
            <Group key={item.language} component="li" gap="xs">
              <Text fw={600}>{item.language}</Text>
              <Text c="dimmed">{t(`levels.${levelKey(item.level) ?? 'beginner'}` as const)}</Text>
            </Group>
          ))}
        </Stack>
      )}
    </ListSection>
  );
}
