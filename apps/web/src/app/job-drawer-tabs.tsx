import { matchTab, tailoredCvTab } from '../features/job-match/job-drawer-tabs.tsx';
import { JobBoardPage } from '../features/jobs/pages/job-board-page.tsx';
import { type JobDrawerTab, JobDrawerTabsProvider } from '../shared/slots/job-drawer-tabs.tsx';

/** The tabs other features add to the job drawer, in the order they show after Details. */
const jobDrawerTabs: readonly JobDrawerTab[] = [matchTab, tailoredCvTab];

/** `/`: the job board, its drawer given the tabs above. */
export function JobBoardRoute() {
  return (
    <JobDrawerTabsProvider tabs={jobDrawerTabs}>
      <JobBoardPage />
    </JobDrawerTabsProvider>
  );
}
