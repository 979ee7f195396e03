import { useQuery, type UseQueryOptions } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { showErrorDialog } from '../dialogs/dialogs';
import { LoadingPage } from '../page/loading-page';
import { NoPermissionPage } from './no-permission-page';

interface EditRecordProps<Entity, Key extends readonly unknown[]> {
  /** The record's query (an entity API's `itemQuery`). */
  query: UseQueryOptions<Entity, Error, Entity, Key>;
  /** Where a record that fails to load sends the user. */
  listHref: string;
  /**
   * Whether the signed-in user may change this record (see features/session/current-user/permissions). When
   * not, the permission message replaces the form. Left out, the route has decided already.
   */
  mayEdit?: (record: Entity) => boolean;
  /** The form, given the loaded record; it takes its starting values from it once. */
  children: (record: Entity) => ReactNode;
}

/**
 * What every edit route does first: load the record and show its form once a fresh copy is
 * there (not one an earlier visit left in the cache). A record that fails to load (gone, no
 * permission, no connection) sends the user back to its list, with the reason in the error
 * dialog. A record the user may not change shows the permission message instead of a form the
 * server would refuse.
 */
export function EditRecord<Entity, Key extends readonly unknown[] = readonly unknown[]>({
  query,
  listHref,
  mayEdit,
  children,
}: EditRecordProps<Entity, Key>) {
  const navigate = useNavigate();
  const record = useQuery(query);
  const failed = record.isError;
  const { error } = record;
  useEffect(() => {
    if (!failed) return;
    void showErrorDialog(error);
    void navigate(listHref, { replace: true });
  }, [failed, error, navigate, listHref]);
  if (!record.data || !record.isFetchedAfterMount) return <LoadingPage />;
  if (mayEdit && !mayEdit(record.data)) return <NoPermissionPage listHref={listHref} />;
  return children(record.data);
}
