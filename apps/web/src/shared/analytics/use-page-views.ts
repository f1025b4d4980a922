import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { trackPageView } from './track-page-view.ts';

/** Sends a page view on every route change (path only: no query strings with ids or e-mails). */
export function usePageViews(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    trackPageView(pathname);
  }, [pathname]);
}
