import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { showErrorDialog } from '../dialogs/dialogs';
import { showSuccessToast } from '../toast/success-toast';

interface SendOptions {
  /** Cached lists the request changes (query keys' first part). */
  invalidate?: string;
  /** Where to go after success. */
  then: string;
}

/**
 * Sends what a form made (a call, rubric content, an activation, a record) the way every form
 * does: the request, the refreshed lists, the success toast, then on to the next page; a failure
 * shows the error dialog and keeps the form as it was.
 */
export function useSend() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [sending, setSending] = useState(false);

  const send = async (request: () => Promise<unknown>, { invalidate, then }: SendOptions) => {
    setSending(true);
    try {
      await request();
      if (invalidate) await queryClient.invalidateQueries({ queryKey: [invalidate] });
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
