import { Navigate, Outlet, useLocation } from 'react-router';
import { redirectState } from '../../features/session/redirect-state';
import { selectUser, useSession } from '../../features/session/session-store';
import { useTabsAsked } from '../../features/session/tab-sync';
import { paths } from '../../lib/paths';

/**
 * Guards the pages that need login. Anonymous visitors go home (spec), remembering where they
 * were going; signing out in another tab lands here too, because the store changes. (A password
 * rejected mid-session does not: the user signs in again over the page, see session/relogin.)
 */
export function RequireLogin() {
  const user = useSession(selectUser);
  const askingOtherTabs = useTabsAsked((state) => state.waiting);
  const location = useLocation();
  // A new tab may yet receive the session of an open one: no redirect before it has answered.
  if (!user && askingOtherTabs) return null;
  if (!user) {
    const from = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={paths.home.path} replace state={redirectState(from)} />;
  }
  return <Outlet />;
}
