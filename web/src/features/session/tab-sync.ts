import { create } from 'zustand';
import { readStored, type SessionUser, useSession } from './session-store';

/**
 * The tabs of one browser share one session (issue 15, point 11). Without "keep me signed in" the
 * credentials live in each tab's sessionStorage, which a new tab does not inherit: so a new tab
 * asks the open ones over a BroadcastChannel and an open tab answers. Nothing is written to
 * localStorage for this; once the last tab is closed the session is gone, as promised. Signing in
 * (or in again) and signing out are told to every tab the same way.
 */
const CHANNEL_NAME = 'dapnet-web-session';

/**
 * How long a new tab waits for an open one to answer. Tabs of one browser answer within a few
 * milliseconds; only pages that need login wait (see RequireLogin), public ones show at once.
 */
export const ASK_TIMEOUT_MS = 250;

/** True while this tab, starting without a session, waits for the open tabs' answer. */
export const useTabsAsked = create<{ waiting: boolean }>()(() => ({ waiting: false }));

type TabMessage = { type: 'ask' } | { type: 'session'; user: SessionUser } | { type: 'signedOut' };

function sameUser(a: SessionUser | null, b: SessionUser | null): boolean {
  if (!a || !b) return a === b;
  return a.name === b.name && a.auth === b.auth && a.admin === b.admin && a.remember === b.remember;
}

function isTabMessage(data: unknown): data is TabMessage {
  if (typeof data !== 'object' || data === null) return false;
  const { type } = data as { type?: unknown };
  return type === 'ask' || type === 'session' || type === 'signedOut';
}

/**
 * Joins the other tabs; the returned function leaves them. `onSignedOutElsewhere` drops what was
 * fetched with the old session when another tab signs out.
 */
export function shareSessionAcrossTabs(onSignedOutElsewhere: () => void): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => {};
  const channel = new BroadcastChannel(CHANNEL_NAME);
  const post = (message: TabMessage) => channel.postMessage(message);
  // Changes that came from another tab are not told back to the other tabs.
  let fromElsewhere = false;
  const apply = (change: () => void) => {
    fromElsewhere = true;
    try {
      change();
    } finally {
      fromElsewhere = false;
    }
  };

  const joined = () => useTabsAsked.setState({ waiting: false });

  channel.onmessage = (event: MessageEvent<unknown>) => {
    if (!isTabMessage(event.data)) return;
    const { user, login, logout } = useSession.getState();
    const message = event.data;
    if (message.type === 'ask') {
      if (user) post({ type: 'session', user });
    } else if (message.type === 'session') {
      // Checked like stored data: any script of this origin could post anything.
      const shared = readStored({ user: message.user }).user;
      if (shared && !sameUser(user, shared)) apply(() => login(shared));
      joined();
    } else if (user) {
      apply(logout);
      onSignedOutElsewhere();
    }
  };

  const unsubscribe = useSession.subscribe((state, previous) => {
    if (fromElsewhere || sameUser(state.user, previous.user)) return;
    if (state.user) post({ type: 'session', user: state.user });
    else post({ type: 'signedOut' });
  });

  if (!useSession.getState().user) {
    useTabsAsked.setState({ waiting: true });
    post({ type: 'ask' });
    setTimeout(joined, ASK_TIMEOUT_MS);
  }

  return () => {
    unsubscribe();
    channel.close();
    joined();
  };
}
