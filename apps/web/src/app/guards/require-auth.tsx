import type { Plan } from '@hirelane/contract/constants';
import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { forgetReturnPath, rememberReturnPath } from '../../shared/session/return-path.ts';
import { useSession } from '../../shared/session/use-session.ts';
import { Redirect } from './redirect.tsx';

export type RequireAuthProps = {
  /** When given, only these roles may enter; anyone else is sent to /. */
  roles?: readonly Plan[];
};

/** Login-required routes: a logged-out visitor goes to /login, and comes back here after signing in. */
export function RequireAuth({ roles }: RequireAuthProps) {
  const isAuthenticated = useSession((session) => session.isAuthenticated);
  const userRole = useSession((session) => session.userRole);
  const { pathname, search, hash } = useLocation();
  useEffect(() => {
    if (isAuthenticated) forgetReturnPath();
  }, [isAuthenticated]);
  if (!isAuthenticated) {
    rememberReturnPath(`${pathname}${search}${hash}`);
    return <Redirect to="/login" />;
  }
  if (roles && (userRole === null || !roles.includes(userRole))) return <Redirect to="/" />;
  return <Outlet />;
}
