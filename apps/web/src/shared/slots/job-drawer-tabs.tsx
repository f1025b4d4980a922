import type { Job, JobSummary } from '@hirelane/contract/jobs';
import type { ComponentType, ReactNode } from 'react';
import { createContext, lazy, useContext } from 'react';

/** What a tab contributed to the job drawer receives: the job as the drawer has it. */
export type JobDrawerTabProps = { job: JobSummary | Job };

/**
 * A tab another feature adds to the job drawer, after its own Details tab. `Label` names the tab;
 * `Panel` is lazy and mounts only while its tab is open; `preload` fetches the panel's code, which
 * the drawer does as it opens, so the tab shows at once when chosen.
 */
export type JobDrawerTab = {
  value: string;
  Label: ComponentType;
  Panel: ComponentType<JobDrawerTabProps>;
  preload: () => Promise<unknown>;
};

/** A tab whose panel's code is loaded by `load`, once, on `preload` or on its first showing. */
export function lazyJobDrawerTab(
  value: string,
  Label: ComponentType,
  load: () => Promise<ComponentType<JobDrawerTabProps>>,
): JobDrawerTab {
  let loading: Promise<ComponentType<JobDrawerTabProps>> | undefined;
  const preload = () => {
    loading ??= load();
    return loading;
  };
  return { value, Label, Panel: lazy(async () => ({ default: await preload() })), preload };
}

const JobDrawerTabsContext = createContext<readonly JobDrawerTab[]>([]);

/** Gives the job drawer its contributed tabs; the app composes the list, so no feature imports another. */
export function JobDrawerTabsProvider({
  tabs,
  children,
}: {
  tabs: readonly JobDrawerTab[];
  children: ReactNode;
}) {
  return <JobDrawerTabsContext.Provider value={tabs}>{children}</JobDrawerTabsContext.Provider>;
}

/** The tabs other features contributed to the job drawer, in order (none outside the provider). */
export function useJobDrawerTabs(): readonly JobDrawerTab[] {
  return useContext(JobDrawerTabsContext);
}
