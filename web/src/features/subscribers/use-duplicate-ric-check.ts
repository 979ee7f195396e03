import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { formatRic, type Pager } from '@dapnet/model';
import { confirmDuplicateRic, showErrorDialog } from '../../components/dialogs/dialogs';
import { useCurrentUser } from '../session/current-user/use-current-user';
import { subscribersApi } from './api';
import { findDuplicateRics, type DuplicateRic } from './duplicate-rics';

/**
 * The subscriber form's last question before saving: a RIC another subscriber has already is
 * saved only on "I know what I'm doing". Only admins' lists carry pagers, so for everybody else
 * there is nothing to compare. `checking` is true while the list is fetched; a failure shows the
 * error dialog and stops the save.
 */
export function useDuplicateRicCheck() {
  const queryClient = useQueryClient();
  const { admin } = useCurrentUser();
  const [checking, setChecking] = useState(false);

  const duplicatesOf = async (pagers: Pager[], ownName: string): Promise<DuplicateRic[]> => {
    if (!admin) return [];
    const all = await queryClient.fetchQuery(subscribersApi.listQuery());
    return findDuplicateRics(pagers, all, ownName);
  };

  /** Resolves true when the save may go on. */
  const confirmNoDuplicates = async (pagers: Pager[], ownName: string): Promise<boolean> => {
    setChecking(true);
    let duplicates: DuplicateRic[];
    try {
      duplicates = await duplicatesOf(pagers, ownName);
    } catch (error) {
      await showErrorDialog(error);
      return false;
    } finally {
      setChecking(false);
    }
    if (duplicates.length === 0) return true;
    return confirmDuplicateRic(
      duplicates.map(({ ric, subscriber }) => ({ ric: formatRic(ric), subscriber })),
    );
  };

  return { confirmNoDuplicates, checking };
}
