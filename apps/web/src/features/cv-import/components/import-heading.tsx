import { Group, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../../shared/ui/page-heading.tsx';
import { RouterAnchor } from '../../../shared/ui/router-anchor.tsx';
import type { ImportPhase } from '../hooks/use-cv-import.ts';

/**
 * The step's title (focused when a step follows another, so a screen reader hears it) with the way
 * back to the CV, and a live region saying the step or that the review is being saved.
 */
export function ImportHeading({ phase }: { phase: ImportPhase }) {
  const { t } = useTranslation('cv');
  return (
    <>
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <PageHeading
          key={phase.step}
          title={t(`import.titles.${phase.step}`)}
          subtitle={t(`import.subtitles.${phase.step}`)}
          focusOnMount={phase.step !== 'upload' || phase.error !== null}
        />
        <RouterAnchor to="/my-cv">{t('import.backToCv')}</RouterAnchor>
      </Group>
      <VisuallyHidden aria-live="polite">
        {phase.step === 'review' && phase.submitting ? t('import.saving') : t(`import.titles.${phase.step}`)}
      </VisuallyHidden>
    </>
  );
}
