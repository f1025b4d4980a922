import { JobBoardPage } from '../features/jobs/pages/job-board-page.tsx';
import { JobDrawerTabsProvider, loadOnce } from '../shared/slots/job-drawer-tabs.tsx';

const loadJobDrawerTabs = loadOnce(async () =>
  (await import('./job-drawer-tab-list.ts')).loadJobDrawerTabs(),
);

/** `/`: the job board, its drawer given the tabs other features add (job-drawer-tab-list.ts). */
export function JobBoardRoute() {
  return (
    <JobDrawerTabsProvider load={loadJobDrawerTabs}>
      <JobBoardPage />
    </JobDrawerTabsProvider>
  );
}
