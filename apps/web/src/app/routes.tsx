import type { RouteObject } from 'react-router';
import { publicProfileOptions, shareableLinkOptions } from '../features/public-cv/api/public-cv.ts';
import { PageLoader } from '../shared/ui/page-loader.tsx';
import { RequireAuth } from './guards/require-auth.tsx';
import { VIDEOS_ROLES } from './layouts/nav-items.ts';
import { RootLayout } from './layouts/root-layout.tsx';
import { page } from './page-route.ts';
import { PageError } from './pages/page-error.tsx';
import { RouteErrorPage } from './pages/route-error-page.tsx';

// Each layout and page is its own chunk, loaded by the router before it shows the route; the
// router starts loading the first route while the start-up spinner is on screen.
const authLayout: RouteObject['lazy'] = async () => ({
  Component: (await import('./layouts/auth-layout.tsx')).AuthLayout,
});
const appShellLayout: RouteObject['lazy'] = async () => ({
  Component: (await import('./layouts/app-shell-layout.tsx')).AppShellLayout,
});
const myCvLayout: RouteObject['lazy'] = async () => ({
  Component: (await import('./layouts/my-cv-layout.tsx')).MyCvLayout,
});
const publicLayout: RouteObject['lazy'] = async () => ({
  Component: (await import('./layouts/public-layout.tsx')).PublicLayout,
});
const accountLayout: RouteObject['lazy'] = async () => ({
  Component: (await import('./layouts/account-layout.tsx')).AccountLayout,
});
const socialCallback: RouteObject['lazy'] = async () => ({
  Component: (await import('../features/auth/pages/social-callback-page.tsx')).SocialCallbackPage,
});

/** A layout whose pages, when one crashes, show PageError inside it rather than a blank screen. */
const withPageErrors = (layout: RouteObject['lazy'], pages: RouteObject[]): RouteObject => ({
  lazy: layout,
  children: [{ errorElement: <PageError />, children: pages }],
});

/** Every route with the guards. */
export const appRoutes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <PageLoader />,
    children: [
      {
        // A signed-in user returns here when connecting a provider (the server answers a sign-in's
        // return itself); the page still sends a visitor who is not connecting one on.
        lazy: authLayout,
        children: [
          { path: '/google/auth/callback', lazy: socialCallback },
          { path: '/facebook/auth/callback', lazy: socialCallback },
        ],
      },
      {
        element: <RequireAuth />,
        children: [
          withPageErrors(appShellLayout, [
            page('/', { texts: ['jobs'] }, async () => (await import('./job-drawer-tabs.tsx')).JobBoardRoute),
            page(
              '/report',
              { texts: ['jobs'] },
              async () => (await import('../features/job-report/pages/job-report-page.tsx')).JobReportPage,
            ),
            page(
              '/letters',
              { texts: ['letters'] },
              async () => (await import('../features/letters/pages/letters-page.tsx')).LettersPage,
            ),
            page(
              '/letters/:letterId',
              { texts: ['letters'] },
              async () => (await import('../features/letters/pages/letter-editor-page.tsx')).LetterEditorPage,
            ),
            page(
              '/extension',
              { texts: ['extension'] },
              async () => (await import('../features/extension/pages/extension-page.tsx')).ExtensionPage,
            ),
            page(
              '/extension/connect',
              { texts: ['extension'] },
              async () =>
                (await import('../features/extension/pages/connect-extension-page.tsx')).ConnectExtensionPage,
            ),
            {
              lazy: myCvLayout,
              children: [
                page(
                  '/my-cv',
                  { texts: ['cv'] },
                  async () => (await import('../features/cv/pages/my-cv-page.tsx')).MyCvPage,
                ),
                page(
                  '/my-cv/import',
                  { texts: ['cv'] },
                  async () => (await import('../features/cv-import/pages/cv-import-page.tsx')).CvImportPage,
                ),
                page(
                  '/video-script',
                  { texts: ['cv'] },
                  async () => (await import('../features/cv/pages/video-script-page.tsx')).VideoScriptPage,
                ),
                page(
                  '/my-cv/sharing',
                  { texts: ['sharing'] },
                  async () => (await import('../features/sharing/pages/sharing-page.tsx')).SharingPage,
                ),
              ],
            },
            {
              lazy: accountLayout,
              children: [
                page(
                  '/account/profile',
                  { texts: ['account'] },
                  async () => (await import('../features/profile/pages/profile-page.tsx')).ProfilePage,
                ),
                page(
                  '/account/password',
                  { texts: ['account'] },
                  async () =>
                    (await import('../features/profile/pages/change-password-page.tsx')).ChangePasswordPage,
                ),
                page(
                  '/account/calendar',
                  { texts: ['calendar'] },
                  async () => (await import('../features/calendar/pages/calendar-page.tsx')).CalendarPage,
                ),
                page(
                  '/account/reminders',
                  { texts: ['reminders'] },
                  async () => (await import('../features/reminders/pages/reminders-page.tsx')).RemindersPage,
                ),
                page(
                  '/account/inbox',
                  { texts: ['inbox'] },
                  async () => (await import('../features/inbox/pages/inbox-page.tsx')).InboxPage,
                ),
                page(
                  '/account/data',
                  { texts: ['account'] },
                  async () => (await import('../features/profile/pages/data-page.tsx')).DataPage,
                ),
                page(
                  '/account/delete',
                  { texts: ['account'] },
                  async () =>
                    (await import('../features/profile/pages/delete-account-page.tsx')).DeleteAccountPage,
                ),
              ],
            },
          ]),
          page(
            '/logout',
            { texts: ['auth'] },
            async () => (await import('../features/auth/pages/logout-page.tsx')).LogoutPage,
          ),
        ],
      },
      {
        element: <RequireAuth roles={VIDEOS_ROLES} />,
        children: [
          withPageErrors(appShellLayout, [
            page(
              '/my-videos',
              { texts: ['videos'] },
              async () => (await import('../features/videos/pages/my-videos-page.tsx')).MyVideosPage,
            ),
          ]),
        ],
      },
      // What people share with the world: no app navigation, signed in or not.
      withPageErrors(publicLayout, [
        page(
          '/public-cv/:publicCvId',
          {
            texts: ['publicCv'],
            data: (params, queryClient) =>
              void queryClient.prefetchQuery(shareableLinkOptions(params.publicCvId ?? '')),
          },
          async () => (await import('../features/public-cv/pages/public-cv-page.tsx')).PublicCvPage,
        ),
        page(
          '/public-job-application/:publicJobApplicationId',
          { texts: ['letters'] },
          async () =>
            (await import('../features/letters/pages/public-job-application-page.tsx'))
              .PublicJobApplicationPage,
        ),
        page(
          '/u/:handle',
          {
            texts: ['publicCv'],
            data: (params, queryClient) =>
              void queryClient.prefetchQuery(publicProfileOptions(params.handle ?? '')),
          },
          async () => (await import('../features/public-cv/pages/public-profile-page.tsx')).PublicProfilePage,
        ),
      ]),
      withPageErrors(appShellLayout, [
        page(
          '/terms-conditions',
          { texts: ['legal'] },
          async () => (await import('../features/legal/pages/terms-page.tsx')).TermsPage,
        ),
        page(
          '/privacy-policy',
          { texts: ['legal'] },
          async () => (await import('../features/legal/pages/privacy-page.tsx')).PrivacyPage,
        ),
        page(
          '/refund-policy',
          { texts: ['legal'] },
          async () => (await import('../features/legal/pages/refund-page.tsx')).RefundPage,
        ),
        page(
          '/unsubscribe',
          { texts: ['reminders'] },
          async () => (await import('../features/reminders/pages/unsubscribe-page.tsx')).UnsubscribePage,
        ),
        page('*', { texts: [] }, async () => (await import('./pages/not-found-page.tsx')).NotFoundPage),
      ]),
    ],
  },
];
