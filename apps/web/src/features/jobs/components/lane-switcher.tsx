import { JOB_LANES, type JobLane } from '@hirelane/contract/constants';
import type { JobBoardResponse } from '@hirelane/contract/jobs';
import { VisuallyHidden } from '@mantine/core';
import type { CSSProperties, KeyboardEvent } from 'react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { countLane } from '../model/board.ts';
import { laneForKey } from '../model/lane-switch.ts';
import classes from './job-board.module.css';

export const laneTabId = (lane: JobLane) => `lane-${lane}-tab`;
export const lanePanelId = (lane: JobLane) => `lane-${lane}`;

export type LaneSwitcherProps = {
  board: JobBoardResponse;
  current: JobLane;
  colors: Record<JobLane, string>;
  onChange: (lane: JobLane) => void;
};

/**
 * On a phone the board shows one lane at a time: these tabs name all six with their counts (the
 * arrow keys, Home and End move between them). Wider screens hide them and show every lane.
 */
export function LaneSwitcher({ board, current, colors, onChange }: LaneSwitcherProps) {
  const { t } = useTranslation('jobs');
  const list = useRef<HTMLDivElement>(null);

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const lane = laneForKey(current, event.key);
    if (!lane) return;
    event.preventDefault();
    onChange(lane);
    list.current?.querySelector<HTMLElement>(`#${laneTabId(lane)}`)?.focus();
  };

  return (
    <div
      ref={list}
      role="tablist"
      aria-label={t('switcher.label')}
      className={classes.switcher}
      onKeyDown={handleKeyDown}
    >
      {JOB_LANES.map((lane) => {
        const selected = lane === current;
        const count = countLane(board[lane]);
        return (
          <button
            key={lane}
            type="button"
            role="tab"
            id={laneTabId(lane)}
            aria-selected={selected}
            aria-controls={lanePanelId(lane)}
            tabIndex={selected ? 0 : -1}
            className={classes.switcherTab}
            style={{ '--lane-color': colors[lane] } as CSSProperties}
            onClick={() => onChange(lane)}
          >
            <span className={classes.switcherName}>{t(`lanes.${lane}`)}</span>
            <span className={classes.switcherCount} aria-hidden="true">
              {count}
            </span>
            <VisuallyHidden>{t('lane.count', { count })}</VisuallyHidden>
          </button>
        );
      })}
    </div>
  );
}
