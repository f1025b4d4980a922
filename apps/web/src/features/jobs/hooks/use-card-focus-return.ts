import { useEffect, useRef } from 'react';

/**
 * When the details drawer of a job closes and focus has nowhere to go (the card that opened it was
 * drawn again, e.g. after a move to another lane), focus goes back to that job's card, so a
 * keyboard user carries on where they were (WCAG 2.4.3).
 */
export function useCardFocusReturn(openJobId: string | null): void {
  const lastOpen = useRef<string | null>(null);
  useEffect(() => {
    if (openJobId) {
      lastOpen.current = openJobId;
      return;
    }
    const jobId = lastOpen.current;
    lastOpen.current = null;
    if (!jobId) return;
    // After the drawer's own focus return (which finds no element when the card was redrawn).
    const timer = window.setTimeout(() => {
      if (document.activeElement && document.activeElement !== document.body) return;
      document
        .querySelector<HTMLElement>(`[data-job-card="${CSS.escape(jobId)}"] [data-focus-key="title"]`)
        ?.focus();
    }, 350);
    return () => window.clearTimeout(timer);
  }, [openJobId]);
}
