import { JOB_LANES, type JobLane } from '@hirelane/contract/constants';

export type Point = { x: number; y: number };

/** A swipe must travel this far sideways (CSS pixels), and clearly more sideways than down. */
const MIN_SWIPE = 56;
const SIDEWAYS_RATIO = 2;

/**
 * Which way a touch from `start` to `end` swipes the lanes: leftwards shows the next lane,
 * rightwards the previous one; a scroll, a tap or a diagonal drag is no swipe.
 */
export function swipeDirection(start: Point, end: Point): 'next' | 'previous' | null {
  const dx = end.x - start.x;
  const dy = end.y - start.y;
  if (Math.abs(dx) < MIN_SWIPE || Math.abs(dx) < SIDEWAYS_RATIO * Math.abs(dy)) return null;
  return dx < 0 ? 'next' : 'previous';
}

/** The lane beside `lane` in the board's order, or null at either end (no wrapping for swipes). */
export function laneBeside(lane: JobLane, direction: 'next' | 'previous'): JobLane | null {
  const index = JOB_LANES.indexOf(lane) + (direction === 'next' ? 1 : -1);
  return JOB_LANES[index] ?? null;
}

/** Where a key moves the lane switcher's selection (arrows wrap, Home and End jump); null: not ours. */
export function laneForKey(lane: JobLane, key: string): JobLane | null {
  const index = JOB_LANES.indexOf(lane);
  const last = JOB_LANES.length - 1;
  switch (key) {
    case 'ArrowRight':
      return JOB_LANES[index === last ? 0 : index + 1] ?? null;
    case 'ArrowLeft':
      return JOB_LANES[index === 0 ? last : index - 1] ?? null;
    case 'Home':
      return JOB_LANES[0] ?? null;
    case 'End':
      return JOB_LANES[last] ?? null;
    default:
      return null;
  }
}
