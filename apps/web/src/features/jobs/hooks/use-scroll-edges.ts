import { useEffect, useState } from 'react';

/** Whether a sideways scroller has more to show before (`start`) and after (`end`) what is in view. */
export type ScrollEdges = { start: boolean; end: boolean };

const NONE: ScrollEdges = { start: false, end: false };

/** Follows `element`'s sideways scroll and size: which of its edges hide more of its content. */
export function useScrollEdges(element: HTMLElement | null): ScrollEdges {
  const [edges, setEdges] = useState<ScrollEdges>(NONE);
  useEffect(() => {
    if (!element) return undefined;
    const update = () => {
      const hidden = element.scrollWidth - element.clientWidth;
      const start = element.scrollLeft > 1;
      const end = element.scrollLeft < hidden - 1;
      setEdges((current) => (current.start === start && current.end === end ? current : { start, end }));
    };
    update();
    element.addEventListener('scroll', update, { passive: true });
    const resize = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    resize?.observe(element);
    return () => {
      element.removeEventListener('scroll', update);
      resize?.disconnect();
    };
  }, [element]);
  return edges;
}
