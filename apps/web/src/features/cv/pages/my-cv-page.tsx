import type { CvSectionKey } from '@hirelane/contract/constants';
import { CV_SECTION_KEYS } from '@hirelane/contract/constants';
import { Button, Group, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FirstRunSlot } from '../../../shared/guides/hint-slot.tsx';
import { PageHeaderWithActions } from '../../../shared/ui/page-header-with-actions.tsx';
import { RouterButton } from '../../../shared/ui/router-button.tsx';
import { useDownloadJsonResume } from '../api/json-resume.ts';
import { CertificationsSection } from '../components/certifications-section.tsx';
import { CvDesignPanelLoader, PREVIEW_ID } from '../components/cv-design-panel-loader.tsx';
import { EducationSection } from '../components/education-section.tsx';
import { EndorsementSection } from '../components/endorsement-section.tsx';
import { ExperienceSection } from '../components/experience-section.tsx';
import { LanguagesSection } from '../components/languages-section.tsx';
import { SectionErrorBoundary } from '../components/section-error-boundary.tsx';
import { SkillsSection } from '../components/skills-section.tsx';
import classes from './my-cv-page.module.css';

const SECTIONS: Record<CvSectionKey, () => ReactNode> = {
  experience: () => <ExperienceSection />,
  education: () => <EducationSection />,
  professional: () => <SkillsSection kind="professional" />,
  personal: () => <SkillsSection kind="personal" />,
  language: () => <LanguagesSection />,
  certifications: () => <CertificationsSection />,
  endorsement: () => <EndorsementSection />,
};

/** `/my-cv`: the CV builder — one card per section in the fixed order, and a live preview. */
export function MyCvPage() {
  const { t } = useTranslation('cv');
  const jsonResume = useDownloadJsonResume();
  return (
    <Stack gap="lg">
      <PageHeaderWithActions title={t('page.title')} subtitle={t('page.subtitle')}>
        <Group gap="sm">
          <RouterButton to="/my-cv/import">{t('page.import')}</RouterButton>
          <Button variant="default" loading={jsonResume.isPending} onClick={() => jsonResume.mutate()}>
            {t('page.jsonResume')}
          </Button>
          <RouterButton to="/video-script" variant="default">
            {t('page.videoScript')}
          </RouterButton>
          <Button component="a" href={`#${PREVIEW_ID}`} variant="default" hiddenFrom="lg">
            {t('page.jumpToPreview')}
          </Button>
        </Group>
      </PageHeaderWithActions>
      <FirstRunSlot screen="cv" />
      <div className={classes.layout}>
        <Stack gap="lg">
          {CV_SECTION_KEYS.map((key) => (
            <SectionErrorBoundary key={key}>{SECTIONS[key]()}</SectionErrorBoundary>
          ))}
        </Stack>
        {/* On wide screens the preview scrolls on its own; the keyboard must reach that too. */}
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard. */}
        <div className={classes.preview} tabIndex={0}>
          <SectionErrorBoundary>
            <CvDesignPanelLoader />
          </SectionErrorBoundary>
        </div>
      </div>
    </Stack>
  );
}
