import type { JobSummary } from '@hirelane/contract/jobs';
import { useDeferredMenu } from '../../../shared/ui/deferred-menu.ts';
import { loadOnce } from '../../../shared/ui/load-once.ts';
import { useLanesHeldWhileOpen } from './board-press.ts';
import { useBoardText } from './board-text.tsx';
import { DotsIcon } from './icons.tsx';
import classes from './job-board.module.css';

const loadCardMenu = loadOnce(async () => (await import('./job-card-menu-loaded.tsx')).LoadedJobCardMenu);

export type JobCardMenuProps = { job: JobSummary };

/**
 * The card's menu, with "Move to lane…" as the keyboard- and touch-friendly alternative to
 * dragging. A plain button until first use: 500 idle Mantine menus would cost the board a
 * noticeable part of its render time, and the menu's code loads on first intent
 * (shared/ui/deferred-menu.ts), not with the board.
 */
export function JobCardMenu({ job }: JobCardMenuProps) {
  const text = useBoardText();
  const holdLanes = useLanesHeldWhileOpen();
  const { loaded: LoadedJobCardMenu, triggerProps } = useDeferredMenu(loadCardMenu, holdLanes);
  const label = text.actions(job.position);
  if (LoadedJobCardMenu) return <LoadedJobCardMenu job={job} label={label} onOpenChange={holdLanes} />;
  return (
    <button
      type="button"
      className={classes.menuButton}
      aria-label={label}
      data-focus-key="menu"
      {...triggerProps}
    >
      <DotsIcon />
    </button>
  );
}
