import { createContext, useContext, useEffect, useMemo, useRef } from 'react';

/** Starts watching whether `element` is near its lane's visible part; returns the stop function. */
export type WatchNearness = (element: Element, onChange: (near: boolean) => void) => () => void;

// How far outside a lane's visible part a card still counts as near (a few cards either way), so
// cards are ready before a drag or a scroll reaches them.
const NEAR_MARGIN = '480px 0px';

/** Without IntersectionObserver every card is simply sortable. */
export const CAN_WATCH_NEARNESS = typeof IntersectionObserver !== 'undefined';

const LaneViewportContext = createContext<WatchNearness | null>(null);
const ActiveCardContext = createContext<string | null>(null);

export const LaneViewportProvider = LaneViewportContext;
/** The id of the card being dragged (changes only when a drag starts or ends). */
export const ActiveCardProvider = ActiveCardContext;

/** The lane's watcher; null before the lane is mounted or where IntersectionObserver is missing. */
export function useLaneViewport(): WatchNearness | null {
  return useContext(LaneViewportContext);
}

export function useActiveCardId(): string | null {
  return useContext(ActiveCardContext);
}

/**
 * One IntersectionObserver per lane, rooted at the lane's scrolling body, or at the viewport where
 * the page scrolls the lane instead (a phone's one lane at a time).
 */
export function useNearnessWatcher(body: HTMLElement | null, bodyScrolls: boolean): WatchNearness | null {
  const callbacks = useRef(new Map<Element, (near: boolean) => void>());
  const observer = useMemo(() => {
    if (!body || typeof IntersectionObserver === 'undefined') return null;
    return new IntersectionObserver(
      (entries) => {
        for (const entry of entries) callbacks.current.get(entry.target)?.(entry.isIntersecting);
      },
      { root: bodyScrolls ? body : null, rootMargin: NEAR_MARGIN },
    );
  }, [body, bodyScrolls]);
  useEffect(() => () => observer?.disconnect(), [observer]);
  return useMemo<WatchNearness | null>(() => {
    if (!observer) return null;
    return (element, onChange) => {
      callbacks.current.set(element, onChange);
      observer.observe(element);
      return () => {
        observer.unobserve(element);
        callbacks.current.delete(element);
      };
    };
  }, [observer]);
}
