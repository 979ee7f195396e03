import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { showErrorDialog } from '../dialogs/dialogs';
import { showSuccessToast } from '../toast/success-toast';
import { useFeedbackReady } from './use-feedback-ready';

interface SendOptions {
  /** Cached lists the request changes (query keys' first part). */
  invalidate?: string;
  /** Where to go after success. */
  then: string;
}

/**
 * Sends what a form made (a call, rubric content, an activation, a record) the way every form
 * does: the request, the lists it changes marked stale (the next page fetches them), the success
 * toast, then on to the next page; a failure shows the error dialog and keeps the form as it was. A request that resolves to `false` has
 * stopped on its own and told the user why (Prevented Overwriting): nothing else happens.
 * `send` resolves to true once the request has gone through.
 */
export function useSend() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [sending, setSending] = useState(false);
  useFeedbackReady();

  const send = async (
    request: () => Promise<unknown>,
    { invalidate, then }: SendOptions,
  ): Promise<boolean> => {
    setSending(true);
    try {
      if ((await request()) === false) return false;
      // Marked stale, not fetched here: the next page fetches what it shows as it mounts, and
      // the record being left (still on screen until then) is not fetched again for nothing.
      if (invalidate) {
        await queryClient.invalidateQueries({ queryKey: [invalidate], refetchType: 'none' });
      }
      void showSuccessToast();
      await navigate(then);
      return true;
    } catch (error) {
      await showErrorDialog(error);
      return false;
    } finally {
      setSending(false);
    }
  };

  return { send, sending };
}
