import { create } from 'zustand';
import type { RejectedRequest } from '../../lib/api-error';
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
/** The credentials the open dialog asks to replace. */
let askedAbout: string | null = null;
/** The last answer, the credentials it was about and when it was given (`performance.now()`). */
let lastAnswer: { credentials: string; signedIn: boolean; at: number } | null = null;

/**
 * Opens the dialog (once) and resolves true when the user has signed in again, false when they
 * cancelled or the session ended meanwhile (logged out here or in another tab). A new sign-in in
 * another tab answers it as well.
 *
 * A request that left before the question about its credentials was answered, and was refused
 * only after, takes that answer instead of asking again. Several requests that carry the same
 * credentials are refused one by one, as their answers come: a list the live events fetched
 * again (an admin changed this user) may open the dialog while a slower save is still on its way,
 * and without this, cancelling brought the dialog straight back for the save instead of its
 * error, and signing in asked a second time.
 */
export function askToSignInAgain(rejected?: RejectedRequest): Promise<boolean> {
  const user = useSession.getState().user;
  if (!user) return Promise.resolve(false);
  if (
    rejected &&
    lastAnswer?.credentials === rejected.credentials &&
    rejected.sentAt < lastAnswer.at
  ) {
    return Promise.resolve(lastAnswer.signedIn);
  }
  if (answer) return answer;
  askedAbout = user.auth;
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
  if (askedAbout !== null)
    lastAnswer = { credentials: askedAbout, signedIn, at: performance.now() };
  askedAbout = null;
  const resolve = settle;
  stopWatching?.();
  answer = null;
  settle = null;
  stopWatching = null;
  useRelogin.setState({ name: null });
  resolve?.(signedIn);
}
