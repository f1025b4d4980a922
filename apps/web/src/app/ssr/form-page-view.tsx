import type { FormPageContent, FormPageName } from '@hirelane/contract/public-page';
import type { ComponentType } from 'react';
import { Route, Routes, StaticRouter } from 'react-router';
import { ForgotPasswordPage } from '../../features/auth/pages/forgot-password-page.tsx';
import { LoginPage } from '../../features/auth/pages/login-page.tsx';
import { SignupPage } from '../../features/auth/pages/signup-page.tsx';
import { EndorsementPage } from '../../features/endorsements/pages/endorsement-page.tsx';
import { type FormPage, FormPageContext } from '../../shared/forms/form-page.ts';
import { AuthLayout } from '../layouts/auth-layout.tsx';
import { PublicLayout } from '../layouts/public-layout.tsx';
import { FORM_PAGE_PATHS } from './form-page-paths.ts';

/*
 * A form page (sign-in, sign-up, a forgotten password, the endorser's page) as the server renders
 * it, in the layout the app gives it: HTML whose plain forms post to the page's own address. No
 * script takes it over; one small module only enhances it (app/form-pages/enhance.ts).
 */

const FORM_PAGE_COMPONENTS: Record<FormPageName, ComponentType> = {
  login: LoginPage,
  signup: SignupPage,
  forgotPassword: ForgotPasswordPage,
  endorsement: EndorsementPage,
};

/**
 * The page's own address, which its forms post to: the one the content is about, whatever address
 * showed it (a provider's return shows the sign-in page, whose form posts to /login).
 */
export const formPageAddress = (content: FormPageContent): string =>
  content.page === 'endorsement'
    ? FORM_PAGE_PATHS.endorsement.replace(':endorsementId', encodeURIComponent(content.id))
    : FORM_PAGE_PATHS[content.page];

/** The form page of `content` in its layout, its forms starting from the server's answer. */
export function FormPageView({ content }: { content: FormPageContent }) {
  const action = formPageAddress(content);
  const formPage: FormPage = {
    page: content.page,
    action,
    answer: content.form,
    ...(content.page === 'login' && content.notice ? { notice: content.notice } : {}),
  };
  const Page = FORM_PAGE_COMPONENTS[content.page];
  const Layout = content.page === 'endorsement' ? PublicLayout : AuthLayout;
  return (
    <FormPageContext.Provider value={formPage}>
      <StaticRouter location={action}>
        <Routes>
          <Route element={<Layout />}>
            <Route path={FORM_PAGE_PATHS[content.page]} element={<Page />} />
          </Route>
        </Routes>
      </StaticRouter>
    </FormPageContext.Provider>
  );
}
