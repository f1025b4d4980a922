import { Navigate } from 'react-router';
import { PageLoader } from '../../shared/ui/page-loader.tsx';

export type RedirectProps = {
  to: string;
};

/** Replaces the current entry with `to`; shows a loader while the target's code loads, not a blank page. */
export function Redirect({ to }: RedirectProps) {
  return (
    <>
      <Navigate to={to} replace />
      <PageLoader />
    </>
  );
}
