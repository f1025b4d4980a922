import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { skipPageView, trackPageView } from './track-page-view.ts';

/** Sends a page view on every route change (path only: no query strings with ids or e-mails). */
export function usePageViews(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    trackPageView(pathname);
  }, [pathname]);
}

/**
 * For components that redirect as soon as they render (route guards): the route they leave was never
 * shown, so it counts no page view. Their effects run before the layout's `usePageViews` (children
 * first), which is what makes this work.
 */
export function useSkipPageView(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    skipPageView(pathname);
  }, [pathname]);
}
