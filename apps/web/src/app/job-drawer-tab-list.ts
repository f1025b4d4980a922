import type { JobDrawerTab } from '../shared/slots/job-drawer-tabs.tsx';

/**
 * The tabs other features add to the job drawer, in the order they show after Details. A module
 * apart, loaded as the drawer opens: what the tabs' code needs is listed here, not on the board.
 */
export const loadJobDrawerTabs = async (): Promise<readonly JobDrawerTab[]> => [
  ...(await import('../features/job-match/job-drawer-tabs.tsx')).jobMatchTabs,
];
