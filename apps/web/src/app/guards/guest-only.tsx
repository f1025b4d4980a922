import { Outlet } from 'react-router';
import { returnPath } from '../../shared/session/return-path.ts';
import { useSession } from '../../shared/session/use-session.ts';
import { Redirect } from './redirect.tsx';

/** Routes for logged-out visitors only (login, sign-up, …): a signed-in user goes where they were going, else to /. */
export function GuestOnly() {
  const isAuthenticated = useSession((session) => session.isAuthenticated);
  if (isAuthenticated) return <Redirect to={returnPath()} />;
  return <Outlet />;
}
