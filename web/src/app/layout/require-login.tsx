import { Navigate, Outlet, useLocation } from 'react-router';
import { redirectState } from '../../features/session/redirect-state';
import { selectUser, useSession } from '../../features/session/session-store';
import { paths } from '../../lib/paths';

/**
 * Guards the pages that need login. Anonymous visitors go home (spec), remembering where they
 * were going; a session ended by a 401 lands here too, because the store changes.
 */
export function RequireLogin() {
  const user = useSession(selectUser);
  const location = useLocation();
  if (!user) {
    const from = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={paths.home.path} replace state={redirectState(from)} />;
  }
  return <Outlet />;
}
