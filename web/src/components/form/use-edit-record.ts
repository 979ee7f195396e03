import { useQuery, type UseQueryOptions } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { showErrorDialog } from '../dialogs/dialogs';

/**
 * Loads the record an edit form works on. A record that fails to load (gone, no permission, no
 * connection) sends the user back to its list, with the reason in the error dialog.
 */
export function useEditRecord<Entity, Key extends readonly unknown[] = readonly unknown[]>(
  // Generic over the key so an entity API's itemQuery (a string[] key) fits as it is.
  query: UseQueryOptions<Entity, Error, Entity, Key> | null,
  listHref: string,
) {
  const navigate = useNavigate();
  const result = useQuery({
    ...(query ?? { queryKey: ['none'] }),
    enabled: query !== null,
  } as UseQueryOptions<Entity, Error, Entity, Key>);
  const failed = result.isError;
  const { error } = result;
  useEffect(() => {
    if (!failed) return;
    void showErrorDialog(error);
    void navigate(listHref, { replace: true });
  }, [failed, error, navigate, listHref]);
  return result;
}
