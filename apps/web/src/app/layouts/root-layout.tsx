import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { usePageViews } from '../../shared/analytics/use-page-views.ts';
import { PageLoader } from '../../shared/ui/page-loader.tsx';

/** Wraps every route: page views on route change, scroll restoration, a loader while code loads. */
export function RootLayout() {
  usePageViews();
  return (
    <>
      <Suspense fallback={<PageLoader />}>
        <Outlet />
      </Suspense>
      <ScrollRestoration />
    </>
  );
}
