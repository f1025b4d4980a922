import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { useLoadProfileOnSignIn } from '../../features/profile/api/basic-profile.ts';
import { usePageViews } from '../../shared/analytics/use-page-views.ts';
import { PageLoader } from '../../shared/ui/page-loader.tsx';

/**
 * Wraps every route: page views on route change, the profile loaded at every sign-in and refresh,
 * scroll restoration, a loader while code loads.
 */
export function RootLayout() {
  usePageViews();
  useLoadProfileOnSignIn();
  return (
    <>
      <Suspense fallback={<PageLoader />}>
        <Outlet />
      </Suspense>
      <ScrollRestoration />
    </>
  );
}
