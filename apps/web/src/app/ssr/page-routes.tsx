import type { FormPageContent, PublicPageContent } from '@hirelane/contract/public-page';
import { Route, Routes } from 'react-router';
import { PrivacyPage } from '../../features/legal/pages/privacy-page.tsx';
import { RefundPage } from '../../features/legal/pages/refund-page.tsx';
import { TermsPage } from '../../features/legal/pages/terms-page.tsx';
import { PublicJobApplicationPage } from '../../features/letters/pages/public-job-application-page.tsx';
import { PublicCvPage } from '../../features/public-cv/pages/public-cv-page.tsx';
import { PublicProfilePage } from '../../features/public-cv/pages/public-profile-page.tsx';
import { UnsubscribePage } from '../../features/reminders/pages/unsubscribe-page.tsx';
import { PublicLayout } from '../layouts/public-layout.tsx';
import { SERVER_RENDERED_PATHS as PATHS } from './server-rendered-paths.ts';

/** The server-rendered pages in the public layout (a problem page's id may be empty). */
export function PageRoutes() {
  return (
    <Routes>
      <Route element={<PublicLayout />}>
        <Route path={`${PATHS.sharedCv}?`} element={<PublicCvPage />} />
        <Route path={`${PATHS.profile}?`} element={<PublicProfilePage />} />
        <Route path={`${PATHS.letter}?`} element={<PublicJobApplicationPage />} />
        <Route path={PATHS.terms} element={<TermsPage />} />
        <Route path={PATHS.privacy} element={<PrivacyPage />} />
        <Route path={PATHS.refund} element={<RefundPage />} />
        <Route path={PATHS.unsubscribe} element={<UnsubscribePage />} />
      </Route>
    </Routes>
  );
}

/** The pages that are read, never hydrated (the form pages are drawn by form-page-view.tsx). */
export type ReadOnlyPageContent = Exclude<PublicPageContent, FormPageContent>;

/** A route's path with its one parameter filled in (empty for a problem page). */
const filled = (path: string, value: string): string => path.replace(/:\w+$/, encodeURIComponent(value));

/**
 * The address the page's own route reads its id from (a problem page reads the empty id); the
 * unsubscribe page reads its token from the query of the address asked for.
 */
export const routePath = (content: ReadOnlyPageContent, url: string): string => {
  if (content.page === 'legal') return PATHS[content.document];
  if (content.page === 'unsubscribe') return url;
  if ('problem' in content) return filled(PATHS[content.page], '');
  if (content.page === 'profile') return filled(PATHS.profile, content.handle);
  return filled(PATHS[content.page], content.id);
};
