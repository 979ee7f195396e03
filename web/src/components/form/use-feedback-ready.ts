import { useEffect } from 'react';
import { whenIdle } from '../../lib/when-idle';
import { preloadDialogs } from '../dialogs/dialog-outlet';
import { preloadToasts } from '../toast/toast-outlet';

/**
 * Fetches, as a form or a table with deletes appears, the code and styles of what its save or
 * delete will show: the confirmation and error dialogs and the success toast. Fetched only when
 * the first dialog opened, they would be missing just when the server has gone away, which is
 * when the 'No Connection' dialog is needed. It waits until the browser is idle (2 s at most), so
 * that a first visit's own code and data come first.
 */
export function useFeedbackReady(): void {
  useEffect(
    () =>
      whenIdle(() => {
        void preloadDialogs();
        void preloadToasts();
      }),
    [],
  );
}
