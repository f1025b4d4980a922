import type { FormPageContent, FormPageName } from '@hirelane/contract/public-page';
import { type ComponentType, type ReactNode, useMemo } from 'react';
import { matchPath, Outlet, Route, Routes, useLocation } from 'react-router';
import { usePageViews } from '../../shared/analytics/use-page-views.ts';
import { type FormPage, FormPageContext } from '../../shared/forms/form-page.ts';
import { DeferredToaster } from '../deferred-toaster.tsx';
import { AuthLayout } from '../layouts/auth-layout.tsx';
import { PublicLayout } from '../layouts/public-layout.tsx';
import { FIRST_STEPS, FORM_PAGE_PATHS } from './form-page-paths.ts';

/*
 * The form pages (sign-in, sign-up, a forgotten password, the endorser's page) as the server renders
 * them and as the browser hydrates them: one route table for both (inside the same
 * ServerPageProviders), so the two cannot drift apart.
 */

const FORM_PAGE_NAMES = Object.keys(FORM_PAGE_PATHS) as FormPageName[];

/**
 * Around every form page and its layout: its `FormPageContext` (its forms post to its own address;
 * the layout's footer keeps the cookie settings, as the page runs the cookie dialog), page views
 * (with consent) and the toaster, neither of which renders HTML.
 */
function FormPageFrame({ content }: { content: FormPageContent }) {
  usePageViews();
  const { pathname } = useLocation();
  const name = FORM_PAGE_NAMES.find((page) => matchPath(FORM_PAGE_PATHS[page], pathname));
  const formPage = useMemo<FormPage | null>(
    () =>
      name
        ? {
            page: name,
            action: pathname,
            // What the server answered for the page it rendered; another form page opens on its first step.
            answer: content.page === name ? content.form : { step: FIRST_STEPS[name], values: {} },
          }
        : null,
    [name, pathname, content],
  );
  return (
    <FormPageContext.Provider value={formPage}>
      <Outlet />
      <DeferredToaster />
    </FormPageContext.Provider>
  );
}

export type FormPageRoutesProps = {
  content: FormPageContent;
  /** Each form page's component (the browser loads those it does not show on demand). */
  pages: Record<FormPageName, ComponentType>;
  /** Any other address: the browser loads it as a page of its own (the server never renders it). */
  elsewhere: ReactNode;
};

/** The form pages in their layouts (as in app/routes.tsx), and a way out to the rest of the site. */
export function FormPageRoutes({ content, pages, elsewhere }: FormPageRoutesProps) {
  const route = (name: FormPageName) => {
    const Page = pages[name];
    return <Route path={FORM_PAGE_PATHS[name]} element={<Page />} />;
  };
  return (
    <Routes>
      <Route element={<FormPageFrame content={content} />}>
        <Route element={<AuthLayout />}>
          {route('login')}
          {route('signup')}
          {route('forgotPassword')}
        </Route>
        <Route element={<PublicLayout />}>{route('endorsement')}</Route>
        <Route path="*" element={elsewhere} />
      </Route>
    </Routes>
  );
}
