import type { Job, JobSummary } from '@hirelane/contract/jobs';
import type { ComponentType, ReactNode } from 'react';
import { createContext, use, useContext } from 'react';

/** What a tab contributed to the job drawer receives: the job as the drawer has it. */
export type JobDrawerTabProps = { job: JobSummary | Job };

/** A tab another feature adds to the job drawer, after its own Details tab. */
export type JobDrawerTab = {
  value: string;
  /** The tab's name. */
  Label: ComponentType;
  /** The tab's content, mounted only while the tab is open. */
  Panel: ComponentType<JobDrawerTabProps>;
};

type TabsLoader = () => Promise<readonly JobDrawerTab[]>;

const NO_TABS: Promise<readonly JobDrawerTab[]> = Promise.resolve([]);
const JobDrawerTabsContext = createContext<TabsLoader>(() => NO_TABS);

/** `load` once: the same promise for every caller, so a component can `use` it. */
export const loadOnce = (load: TabsLoader): TabsLoader => {
  let loading: Promise<readonly JobDrawerTab[]> | undefined;
  return () => {
    loading ??= load();
    return loading;
  };
};

/**
 * Gives the job drawer the tabs other features contribute: the app composes the list, so no feature
 * imports another. `load` (made with `loadOnce`) fetches their code; the drawer asks for it as it
 * opens, so the tabs' code loads with the drawer's and never with the board.
 */
export function JobDrawerTabsProvider({ load, children }: { load: TabsLoader; children: ReactNode }) {
  return <JobDrawerTabsContext.Provider value={load}>{children}</JobDrawerTabsContext.Provider>;
}

/** The contributed tabs, in order; suspends while their code loads (none outside the provider). */
export function useJobDrawerTabs(): readonly JobDrawerTab[] {
  return use(useContext(JobDrawerTabsContext)());
}
