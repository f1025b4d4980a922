import { JOB_LANES, type JobLane } from '@hirelane/contract/constants';
import { useEffect, useRef } from 'react';
import { laneAtScroll } from '../model/lane-switch.ts';

export type LaneSnapOptions = {
  /** The lanes' sideways scroller (a phone's lanes snap one to a view; see job-board.module.css). */
  scroller: HTMLElement | null;
  lane: JobLane;
  /** Only where one lane shows at a time. */
  enabled: boolean;
  /** While a card is dragged the lanes may scroll under it; the lane is told when it is let go. */
  dragging: boolean;
  /** A swipe (or focus, or a drag) brought another lane into view. */
  onSwipe: (lane: JobLane) => void;
};

/** Each lane's left edge, as far as the scroller must scroll to show it. */
const laneOffsets = (scroller: HTMLElement): number[] => {
  const left = scroller.getBoundingClientRect().left - scroller.scrollLeft;
  return JOB_LANES.map((lane) => {
    const element = scroller.querySelector(`[data-lane="${lane}"]`);
    return element ? element.getBoundingClientRect().left - left : 0;
  });
};

/** How long the lanes must stand still to have come to rest, where the browser has no scrollend. */
const REST_MS = 120;

/**
 * Keeps a phone's snapping lanes and the chosen lane together: a new lane (a tab, the URL) scrolls
 * its lane into view, and lanes that come to rest on another lane (a swipe) choose it.
 */
export function useLaneSnap({ scroller, lane, enabled, dragging, onSwipe }: LaneSnapOptions): void {
  const latest = useRef({ lane, dragging, onSwipe });
  latest.current = { lane, dragging, onSwipe };
  const shown = useRef(false);
  /** The lane the lanes last came to rest on: choosing it needs no scroll (a finger may be down). */
  const rested = useRef<JobLane | null>(null);
  const rest = () => {
    if (!scroller) return;
    const resting = laneAtScroll(laneOffsets(scroller), scroller.scrollLeft);
    if (resting === latest.current.lane) return;
    rested.current = resting;
    latest.current.onSwipe(resting);
  };
  const restRef = useRef(rest);
  restRef.current = rest;

  useEffect(() => {
    if (!enabled || !scroller) {
      shown.current = false;
      return;
    }
    const chosenByRest = rested.current === lane;
    rested.current = null;
    const offset = laneOffsets(scroller)[JOB_LANES.indexOf(lane)] ?? 0;
    // The first lane shown is simply there; a lane chosen afterwards slides in (unless the system
    // asks for less motion).
    const slide = shown.current && !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    if (!chosenByRest && Math.abs(scroller.scrollLeft - offset) >= 1)
      scroller.scrollTo({ left: offset, behavior: slide ? 'smooth' : 'instant' });
    shown.current = true;
  }, [scroller, lane, enabled]);

  useEffect(() => {
    if (!enabled || !scroller) return undefined;
    const settle = () => {
      if (!latest.current.dragging) restRef.current();
    };
    // Typed as every element's, but missing in Safari.
    const events: EventTarget = scroller;
    if ('onscrollend' in events) {
      scroller.addEventListener('scrollend', settle);
      return () => scroller.removeEventListener('scrollend', settle);
    }
    let timer = 0;
    const onScroll = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(settle, REST_MS);
    };
    scroller.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.clearTimeout(timer);
      scroller.removeEventListener('scroll', onScroll);
    };
  }, [scroller, enabled]);

  // A drag may have scrolled the lanes: once it ends, the lane they rest on is the chosen one.
  useEffect(() => {
    if (enabled && !dragging) restRef.current();
  }, [enabled, dragging]);
}
