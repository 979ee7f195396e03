import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { EntityApi } from '../../lib/entity-api';
import { confirmDelete, showErrorDialog } from '../dialogs/dialogs';
import { showSuccessToast } from '../toast/success-toast';
import { useFeedbackReady } from '../form/use-feedback-ready';

/**
 * Deleting always asks first, naming the record, then refreshes (spec sections 2 and 8). A delete cascades on the
 * server (a transmitter takes groups, rubrics and calls with it), so every cached list is marked
 * stale, not only this entity's.
 */
export function useDeleteAction<Entity>(entityApi: EntityApi<Entity>) {
  const queryClient = useQueryClient();
  useFeedbackReady();
  return useCallback(
    async (name: string) => {
      if (!(await confirmDelete(name))) return;
      try {
        await entityApi.remove(name);
        void showSuccessToast();
      } catch (error) {
        await showErrorDialog(error);
      } finally {
        await queryClient.invalidateQueries();
      }
    },
    [entityApi, queryClient],
  );
}
