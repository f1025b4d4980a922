import type { Plan } from '@hirelane/contract/constants';
import { useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { forgetReturnPath, rememberReturnPath, returnPath } from '../../shared/session/return-path.ts';
import { useSession } from '../../shared/session/use-session.ts';
import { LeaveForServerPage, Redirect } from './redirect.tsx';

export type RequireAuthProps = {
  /** When given, only these roles may enter; anyone else is sent to /. */
  roles?: readonly Plan[];
};

/** Login-required routes: a logged-out visitor goes to the server's /login, and comes back here after signing in. */
export function RequireAuth({ roles }: RequireAuthProps) {
  const isAuthenticated = useSession((session) => session.isAuthenticated);
  const userRole = useSession((session) => session.userRole);
  const { pathname, search, hash } = useLocation();
  // Where a visitor was going before the sign-in page (which the server answers, and which leads
  // to the board) took over: taken up once, on arrival.
  const [goingTo, setGoingTo] = useState<string | null>(() => (isAuthenticated ? returnPath() : null));
  useEffect(() => {
    if (goingTo !== null) setGoingTo(null);
  }, [goingTo]);
  useEffect(() => {
    if (isAuthenticated) forgetReturnPath();
  }, [isAuthenticated]);
  const here = `${pathname}${search}${hash}`;
  if (!isAuthenticated) {
    rememberReturnPath(here);
    return <LeaveForServerPage to="/login" />;
  }
  if (goingTo !== null && goingTo !== '/' && goingTo !== here) return <Redirect to={goingTo} />;
  if (roles && (userRole === null || !roles.includes(userRole))) return <Redirect to="/" />;
  return <Outlet />;
}
