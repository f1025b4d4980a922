import { JOB_LANES, type JobLane } from '@hirelane/contract/constants';

/**
 * The lane a phone's snapping lanes rest on: the one whose left edge (its offset in the scroller)
 * is nearest to how far the lanes are scrolled. Lanes in the board's order.
 */
export function laneAtScroll(offsets: readonly number[], scrollLeft: number): JobLane {
  let nearest = 0;
  offsets.forEach((offset, index) => {
    if (Math.abs(offset - scrollLeft) < Math.abs((offsets[nearest] ?? 0) - scrollLeft)) nearest = index;
  });
  return JOB_LANES[nearest] ?? JOB_LANES[0];
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
