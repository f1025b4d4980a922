import { useEffect } from 'react';
import { Navigate } from 'react-router';
import { useSkipPageView } from '../../shared/analytics/use-page-views.ts';
import { leaveForServerPage } from '../../shared/session/leave-for-server-page.ts';
import { PageLoader } from '../../shared/ui/page-loader.tsx';

export type RedirectProps = {
  to: string;
};

/** Replaces the current entry with `to`; shows a loader while the target's code loads, not a blank page. */
export function Redirect({ to }: RedirectProps) {
  // The route left at once was never shown: no page view for it (a page view is a route change).
  useSkipPageView();
  return (
    <>
      <Navigate to={to} replace />
      <PageLoader />
    </>
  );
}

/**
 * Leaves the app for a page only the server answers (the sign-in page): loaded in place of this
 * entry, which the page counts itself, once an ended session's kept data is deleted. A loader meanwhile.
 */
export function LeaveForServerPage({ to }: RedirectProps) {
  useSkipPageView();
  useEffect(() => {
    void leaveForServerPage(to);
  }, [to]);
  return <PageLoader />;
}
