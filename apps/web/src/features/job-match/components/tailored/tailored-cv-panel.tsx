import type { JobSummary } from '@hirelane/contract/jobs';
import type { TailoredCv } from '@hirelane/contract/tailored-cv';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryLoadError } from '../../../../shared/ui/load-error.tsx';
import { LoadingBars } from '../../../../shared/ui/loading-bars.tsx';
import { useTailoredCv } from '../../api/tailored-cv.ts';
import { TailoredCvForm } from './tailored-cv-form.tsx';

/** The Tailored CV tab: the job's version of the CV, made from the main CV and changed only here. */
export function TailoredCvPanel({ job }: { job: JobSummary }) {
  const { t } = useTranslation('jobs');
  const query = useTailoredCv(job.jobId);
  // Counts removals: the form starts again from the main CV after one, and says so where focus lands.
  const [removals, setRemovals] = useState(0);
  if (query.error) return <QueryLoadError query={query} errorText={t('tailored.loadFailed')} />;
  if (!query.data)
    return <LoadingBars label={t('tailored.loading')} bars={[{ height: 36 }, { height: 120 }]} />;
  const version: TailoredCv = query.data;
  return (
    <TailoredCvForm
      key={removals}
      job={job}
      version={version}
      readAt={query.dataUpdatedAt}
      focusIntro={removals > 0}
      onRemoved={() => setRemovals((count) => count + 1)}
    />
  );
}
