import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useSkipPageView } from '../../shared/analytics/use-page-views.ts';

/**
 * An address that is not a form page (the board after signing in, a legal text, the app's other
 * pages): loaded as a page of its own, which brings the app or the server's page for it. The page
 * that loads counts its own view (the app does; a page read from the server runs no analytics), so
 * this passing route counts none.
 */
export function FullPageLoad() {
  useSkipPageView();
  const { pathname, search, hash } = useLocation();
  useEffect(() => {
    window.location.assign(`${pathname}${search}${hash}`);
  }, [pathname, search, hash]);
  return null;
}
