import type { ReactNode } from 'react';
import { NoPermissionPage } from '../../components/form/no-permission-page';
import { selectIsAdmin, useSession } from '../../features/session/session-store';

interface RequireAdminProps {
  /** The list the permission message links back to. */
  listHref: string;
  children: ReactNode;
}

/**
 * Pages only admins may use (creating subscribers, rubrics, transmitters, groups, nodes and
 * users; changing nodes): everybody else gets the permission message at once instead of a form
 * the server would refuse after it was filled in.
 */
export function RequireAdmin({ listHref, children }: RequireAdminProps) {
  const admin = useSession(selectIsAdmin);
  return admin ? children : <NoPermissionPage listHref={listHref} />;
}
