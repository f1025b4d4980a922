import type { RouteObject } from 'react-router';
import { PageLoader } from '../shared/ui/page-loader.tsx';
import { GuestOnly } from './guards/guest-only.tsx';
import { RequireAuth } from './guards/require-auth.tsx';
import { VIDEOS_ROLES } from './layouts/nav-items.ts';
import { RootLayout } from './layouts/root-layout.tsx';
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

/** Every route of spec §2 with the guards of spec §6. */
export const appRoutes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <PageLoader />,
    children: [
      {
        element: <GuestOnly />,
        children: [
          {
            lazy: authLayout,
            children: [
              {
                path: '/login',
                lazy: async () => ({
                  Component: (await import('../features/auth/pages/login-page.tsx')).LoginPage,
                }),
              },
              {
                path: '/signup',
                lazy: async () => ({
                  Component: (await import('../features/auth/pages/signup-page.tsx')).SignupPage,
                }),
              },
              {
                path: '/forgot-password',
                lazy: async () => ({
                  Component: (await import('../features/auth/pages/forgot-password-page.tsx'))
                    .ForgotPasswordPage,
                }),
              },
            ],
          },
        ],
      },
      {
        // Guest-only for signing in, but a signed-in user returns here when connecting a provider:
        // the page applies the guest rule itself (it knows which of the two is in progress).
        lazy: authLayout,
        children: [
          { path: '/google/auth/callback', lazy: socialCallback },
          { path: '/facebook/auth/callback', lazy: socialCallback },
        ],
      },
      {
        element: <RequireAuth />,
        children: [
          {
            lazy: appShellLayout,
            children: [
              // A crashed page shows PageError inside the layout, not a blank screen.
              {
                errorElement: <PageError />,
                children: [
                  {
                    path: '/',
                    lazy: async () => ({
                      Component: (await import('../features/jobs/pages/job-board-page.tsx')).JobBoardPage,
                    }),
                  },
                  {
                    path: '/report',
                    lazy: async () => ({
                      Component: (await import('../features/job-report/pages/job-report-page.tsx'))
                        .JobReportPage,
                    }),
                  },
                  {
                    path: '/letters',
                    lazy: async () => ({
                      Component: (await import('../features/letters/pages/letters-page.tsx')).LettersPage,
                    }),
                  },
                  {
                    path: '/letters/:letterId',
                    lazy: async () => ({
                      Component: (await import('../features/letters/pages/letter-editor-page.tsx'))
                        .LetterEditorPage,
                    }),
                  },
                  {
                    lazy: myCvLayout,
                    children: [
                      {
                        path: '/my-cv',
                        lazy: async () => ({
                          Component: (await import('../features/cv/pages/my-cv-page.tsx')).MyCvPage,
                        }),
                      },
                      {
                        path: '/my-cv/import',
                        lazy: async () => ({
                          Component: (await import('../features/cv/pages/cv-import-page.tsx')).CvImportPage,
                        }),
                      },
                      {
                        path: '/video-script',
                        lazy: async () => ({
                          Component: (await import('../features/cv/pages/video-script-page.tsx'))
                            .VideoScriptPage,
                        }),
                      },
                      {
                        path: '/my-cv/sharing',
                        lazy: async () => ({
                          Component: (await import('../features/sharing/pages/sharing-page.tsx')).SharingPage,
                        }),
                      },
                    ],
                  },
                  {
                    lazy: accountLayout,
                    children: [
                      {
                        path: '/account/profile',
                        lazy: async () => ({
                          Component: (await import('../features/profile/pages/profile-page.tsx')).ProfilePage,
                        }),
                      },
                      {
                        path: '/account/password',
                        lazy: async () => ({
                          Component: (await import('../features/profile/pages/change-password-page.tsx'))
                            .ChangePasswordPage,
                        }),
                      },
                      {
                        path: '/account/calendar',
                        lazy: async () => ({
                          Component: (await import('../features/calendar/pages/calendar-page.tsx'))
                            .CalendarPage,
                        }),
                      },
                      {
                        path: '/account/reminders',
                        lazy: async () => ({
                          Component: (await import('../features/reminders/pages/reminders-page.tsx'))
                            .RemindersPage,
                        }),
                      },
                      {
                        path: '/account/delete',
                        lazy: async () => ({
                          Component: (await import('../features/profile/pages/delete-account-page.tsx'))
                            .DeleteAccountPage,
                        }),
                      },
                    ],
                  },
                ],
              },
            ],
          },
          {
            path: '/logout',
            lazy: async () => ({
              Component: (await import('../features/auth/pages/logout-page.tsx')).LogoutPage,
            }),
          },
        ],
      },
      {
        element: <RequireAuth roles={VIDEOS_ROLES} />,
        children: [
          {
            lazy: appShellLayout,
            children: [
              // A crashed page shows PageError inside the layout, not a blank screen.
              {
                errorElement: <PageError />,
                children: [
                  {
                    path: '/my-videos',
                    lazy: async () => ({
                      Component: (await import('../features/videos/pages/my-videos-page.tsx')).MyVideosPage,
                    }),
                  },
                ],
              },
            ],
          },
        ],
      },
      {
        // What people share with the world: no app navigation, signed in or not.
        lazy: publicLayout,
        children: [
          // A crashed page shows PageError inside the layout, not a blank screen.
          {
            errorElement: <PageError />,
            children: [
              {
                path: '/public-cv/:publicCvId',
                lazy: async () => ({
                  Component: (await import('../features/public-cv/pages/public-cv-page.tsx')).PublicCvPage,
                }),
              },
              {
                path: '/public-job-application/:publicJobApplicationId',
                lazy: async () => ({
                  Component: (await import('../features/letters/pages/public-job-application-page.tsx'))
                    .PublicJobApplicationPage,
                }),
              },
              {
                path: '/u/:handle',
                lazy: async () => ({
                  Component: (await import('../features/public-cv/pages/public-profile-page.tsx'))
                    .PublicProfilePage,
                }),
              },
            ],
          },
        ],
      },
      {
        lazy: appShellLayout,
        children: [
          // A crashed page shows PageError inside the layout, not a blank screen.
          {
            errorElement: <PageError />,
            children: [
              {
                path: '/terms-conditions',
                lazy: async () => ({
                  Component: (await import('../features/legal/pages/terms-page.tsx')).TermsPage,
                }),
              },
              {
                path: '/privacy-policy',
                lazy: async () => ({
                  Component: (await import('../features/legal/pages/privacy-page.tsx')).PrivacyPage,
                }),
              },
              {
                path: '/refund-policy',
                lazy: async () => ({
                  Component: (await import('../features/legal/pages/refund-page.tsx')).RefundPage,
                }),
              },
              {
                path: '/endorsement/:endorsementId',
                lazy: async () => ({
                  Component: (await import('../features/endorsements/pages/endorsement-page.tsx'))
                    .EndorsementPage,
                }),
              },
              {
                path: '/unsubscribe',
                lazy: async () => ({
                  Component: (await import('../features/reminders/pages/unsubscribe-page.tsx'))
                    .UnsubscribePage,
                }),
              },
              {
                path: '*',
                lazy: async () => ({ Component: (await import('./pages/not-found-page.tsx')).NotFoundPage }),
              },
            ],
          },
        ],
      },
    ],
  },
];
