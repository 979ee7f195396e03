import { useEffect } from 'react';
import { preloadDialogs } from '../dialogs/dialog-outlet';
import { preloadToasts } from '../toast/toast-outlet';

/** The first signs that the user is about to act on a screen: a press, a touch, a key, a focus. */
const FIRST_SIGNS = ['pointerdown', 'touchstart', 'keydown', 'focusin', 'input'] as const;

let asked = false;

/**
 * Fetches, on a screen with a form or a table with deletes, the code and styles of what its save
 * or delete will show: the confirmation and error dialogs and the success toast. Fetched only
 * when the first dialog opened, they would be missing just when the server has gone away, which
 * is when the 'No Connection' dialog is needed (should the fetch fail even so, a plain stand-in
 * says the same: dialog-outlet.tsx). They come with the kit, about 50 KB of script whose
 * evaluation is a long task on a phone: not before the first paint, and not when the browser is
 * next idle either (that put the task into the seconds a page is judged by, bench/README.md), but
 * at the user's first press, touch, key, focus or input anywhere on the page, which comes before
 * any save or delete.
 */
export function useFeedbackReady(): void {
  useEffect(() => {
    if (asked) return;
    const stop = () => {
      for (const type of FIRST_SIGNS) document.removeEventListener(type, fetchFeedback, true);
    };
    function fetchFeedback() {
      asked = true;
      stop();
      void preloadDialogs();
      void preloadToasts();
    }
    for (const type of FIRST_SIGNS) {
      document.addEventListener(type, fetchFeedback, { capture: true, passive: true });
    }
    return stop;
  }, []);
}
