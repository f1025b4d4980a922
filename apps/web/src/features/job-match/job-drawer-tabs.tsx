import { useTranslation } from 'react-i18next';
import { type JobDrawerTab, lazyJobDrawerTab } from '../../shared/slots/job-drawer-tabs.tsx';

function MatchTabLabel() {
  const { t } = useTranslation('jobs');
  return t('match.tab');
}

function TailoredCvTabLabel() {
  const { t } = useTranslation('jobs');
  return t('tailored.tab');
}

/** The job drawer's Match tab: how the CV meets the ad. It reads the ad and the CV only when opened. */
export const matchTab: JobDrawerTab = lazyJobDrawerTab('match', MatchTabLabel, async () => {
  const { JobMatchPanel } = await import('./components/job-match-panel.tsx');
  return ({ job }) => <JobMatchPanel jobId={job.jobId} />;
});

/** The job drawer's Tailored CV tab: the CV chosen and ordered for this job, its PDF and its link. */
export const tailoredCvTab: JobDrawerTab = lazyJobDrawerTab(
  'tailored',
  TailoredCvTabLabel,
  async () => (await import('./components/tailored/tailored-cv-panel.tsx')).TailoredCvPanel,
);
