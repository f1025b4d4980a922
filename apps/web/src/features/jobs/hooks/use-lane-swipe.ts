import type { JobLane } from '@hirelane/contract/constants';
import type { TouchEvent } from 'react';
import { useRef } from 'react';
import { laneBeside, type Point, swipeDirection } from '../model/lane-switch.ts';

export type LaneSwipeOptions = {
  lane: JobLane;
  /** Only where one lane shows at a time, and never while a card is dragged. */
  enabled: boolean;
  onSwipe: (lane: JobLane) => void;
};

/** Touch handlers for the board: a sideways swipe shows the next or the previous lane. */
export function useLaneSwipe({ lane, enabled, onSwipe }: LaneSwipeOptions) {
  const start = useRef<Point | null>(null);
  const pointOf = (event: TouchEvent): Point | null => {
    const touch = event.changedTouches[0];
    return touch ? { x: touch.clientX, y: touch.clientY } : null;
  };
  return {
    onTouchStart: (event: TouchEvent) => {
      start.current = enabled && event.touches.length === 1 ? pointOf(event) : null;
    },
    onTouchEnd: (event: TouchEvent) => {
      const from = start.current;
      start.current = null;
      const to = pointOf(event);
      if (!enabled || !from || !to) return;
      const direction = swipeDirection(from, to);
      const next = direction && laneBeside(lane, direction);
      if (next) onSwipe(next);
    },
  };
}
