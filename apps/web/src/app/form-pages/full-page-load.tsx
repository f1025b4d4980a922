import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * An address that is not a form page (the board after signing in, a legal text, the app's other
 * pages): loaded as a page of its own, which brings the app or the server's page for it.
 */
export function FullPageLoad() {
  const { pathname, search, hash } = useLocation();
  useEffect(() => {
    window.location.assign(`${pathname}${search}${hash}`);
  }, [pathname, search, hash]);
  return null;
}
