import { Navigate } from 'react-router';
import { useSkipPageView } from '../../shared/analytics/use-page-views.ts';
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
