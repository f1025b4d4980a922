import { JOB_LANES } from '@hirelane/contract/constants';
import { Skeleton, VisuallyHidden } from '@mantine/core';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useLaneColors } from '../hooks/use-lane-colors.ts';
import classes from './job-board.module.css';

// Placeholder card ids per lane (stable keys): a few cards, fewer further right.
const CARDS_PER_LANE = [['a', 'b', 'c'], ['a', 'b'], ['a', 'b'], ['a'], ['a'], ['a']];

/** The board's shape while it loads: never a blank screen. */
export function BoardSkeleton() {
  const { t } = useTranslation();
  const colors = useLaneColors();
  return (
    <div className={classes.board} role="status" aria-live="polite" aria-busy="true">
      <VisuallyHidden>{t('loading')}</VisuallyHidden>
      {JOB_LANES.map((lane, laneIndex) => (
        <div key={lane} className={classes.lane} style={{ '--lane-color': colors[lane] } as CSSProperties}>
          <div className={classes.laneHeader}>
            <Skeleton height={18} width="45%" />
            <Skeleton height={18} width={28} />
          </div>
          <div className={classes.laneBody}>
            {(CARDS_PER_LANE[laneIndex] ?? ['a']).map((card) => (
              <div key={card} className={classes.skeletonCard}>
                <Skeleton height={14} width="80%" mb={8} />
                <Skeleton height={12} width="55%" mb={6} />
                <Skeleton height={10} width="35%" />
              </div>
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}
