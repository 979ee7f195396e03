import { Outlet } from 'react-router';
import { NoPermissionPage } from '../../components/form/no-permission-page';
import { selectIsAdmin, useSession } from '../../features/session/session-store';

/**
 * Guards the pages only admins may use (lib/entities.ts: access `admin`; creating subscribers,
 * rubrics, transmitters, groups, nodes and users; changing nodes): everybody else gets the
 * permission message at once instead of a form the server would refuse after it was filled in.
 */
export function RequireAdmin({ listHref }: { listHref: string }) {
  const admin = useSession(selectIsAdmin);
  return admin ? <Outlet /> : <NoPermissionPage listHref={listHref} />;
}
