import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { selectIsAdmin, useSession } from '../../features/session/session-store';

// The message is made of the UI kit, which must not ride along in the start-up set: the guard
// is part of the route table, and so of the first download of every page.
const NoPermissionPage = lazy(() =>
  import('../../components/record-actions/no-permission-page').then((module) => ({
    default: module.NoPermissionPage,
  })),
);

/**
 * Guards the pages only admins may use (lib/entities.ts: access `admin`; creating subscribers,
 * rubrics, transmitters, groups, nodes and users; changing nodes): everybody else gets the
 * permission message at once instead of a form the server would refuse after it was filled in.
 */
export function RequireAdmin({ listHref }: { listHref: string }) {
  const admin = useSession(selectIsAdmin);
  if (admin) return <Outlet />;
  return (
    <Suspense fallback={null}>
      <NoPermissionPage listHref={listHref} />
    </Suspense>
  );
}
