import { create } from 'zustand';
import { useSession } from './session-store';

/**
 * Signing in again mid-session (issue 15, point 3). When the API rejects the session's
 * credentials (the password was changed elsewhere, say), the page stays as it is and a dialog
 * asks for the password; the rejected requests wait for the answer and are then sent again with
 * the new credentials. Several requests failing at once share one dialog.
 */
interface ReloginState {
  /** The name to sign in again as, while the dialog is open. */
  name: string | null;
}

export const useRelogin = create<ReloginState>()(() => ({ name: null }));

let answer: Promise<boolean> | null = null;
let settle: ((signedIn: boolean) => void) | null = null;
let stopWatching: (() => void) | null = null;

/**
 * Opens the dialog (once) and resolves true when the user has signed in again, false when they
 * cancelled or the session ended meanwhile (logged out here or in another tab). A new sign-in in
 * another tab answers it as well.
 */
export function askToSignInAgain(): Promise<boolean> {
  const user = useSession.getState().user;
  if (!user) return Promise.resolve(false);
  if (answer) return answer;
  answer = new Promise((resolve) => {
    settle = resolve;
  });
  stopWatching = useSession.subscribe(({ user: current }) => {
    if (!current) finishSignInAgain(false);
    else if (current.auth !== user.auth) finishSignInAgain(true);
  });
  useRelogin.setState({ name: user.name });
  return answer;
}

/** Closes the dialog and lets the waiting requests go on (signed in) or fail (not). */
export function finishSignInAgain(signedIn: boolean): void {
  const resolve = settle;
  stopWatching?.();
  answer = null;
  settle = null;
  stopWatching = null;
  useRelogin.setState({ name: null });
  resolve?.(signedIn);
}
