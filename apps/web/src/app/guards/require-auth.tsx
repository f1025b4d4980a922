import type { Plan } from '@hirelane/contract/constants';
import { Outlet } from 'react-router';
import { useSession } from '../../shared/session/use-session.ts';
import { Redirect } from './redirect.tsx';

export type RequireAuthProps = {
  /** When given, only these roles may enter; anyone else is sent to / (spec §6). */
  roles?: readonly Plan[];
};

/** Login-required routes: a logged-out visitor goes to /login. */
export function RequireAuth({ roles }: RequireAuthProps) {
  const isAuthenticated = useSession((session) => session.isAuthenticated);
  const userRole = useSession((session) => session.userRole);
  if (!isAuthenticated) return <Redirect to="/login" />;
  if (roles && (userRole === null || !roles.includes(userRole))) return <Redirect to="/" />;
  return <Outlet />;
}
