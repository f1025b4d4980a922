import { useTranslation } from 'react-i18next';
import type { JobDrawerTab } from '../../shared/slots/job-drawer-tabs.tsx';
import { JobMatchPanel } from './components/job-match-panel.tsx';
import { TailoredCvPanel } from './components/tailored/tailored-cv-panel.tsx';

function MatchTabLabel() {
  const { t } = useTranslation('jobs');
  return t('match.tab');
}

function TailoredCvTabLabel() {
  const { t } = useTranslation('jobs');
  return t('tailored.tab');
}

/**
 * The job drawer's tabs from this feature: Match (how the CV meets the ad) and Tailored CV (the CV
 * chosen and ordered for this job, its PDF and its link). Each reads the ad and the CV only when opened.
 */
export const jobMatchTabs: readonly JobDrawerTab[] = [
  { value: 'match', Label: MatchTabLabel, Panel: ({ job }) => <JobMatchPanel jobId={job.jobId} /> },
  { value: 'tailored', Label: TailoredCvTabLabel, Panel: TailoredCvPanel },
];
