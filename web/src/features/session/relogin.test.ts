import { beforeEach, describe, expect, it } from 'vitest';
import { askToSignInAgain, finishSignInAgain, useRelogin } from './relogin';
import { useSession } from './session-store';

const user = { name: 'alice', admin: false, auth: 'b2xk', remember: false };

beforeEach(() => {
  finishSignInAgain(false);
  useSession.setState({ user });
});

describe('signing in again', () => {
  it('asks once for every request that was rejected at the same time', async () => {
    const first = askToSignInAgain();
    const second = askToSignInAgain();
    expect(useRelogin.getState().name).toBe('alice');
    finishSignInAgain(true);
    await expect(Promise.all([first, second])).resolves.toEqual([true, true]);
    expect(useRelogin.getState().name).toBeNull();
  });

  it('answers "signed in" once the session has new credentials, "no" once it ended', async () => {
    const renewed = askToSignInAgain();
    useSession.setState({ user: { ...user, auth: 'bmV3' } });
    await expect(renewed).resolves.toBe(true);

    const ended = askToSignInAgain();
    useSession.setState({ user: null });
    await expect(ended).resolves.toBe(false);
  });

  it('lets a request that left before the user cancelled fail with that answer', async () => {
    const sentBefore = { credentials: user.auth, sentAt: performance.now() };
    // A list refused first opens the dialog; the user cancels it.
    const list = askToSignInAgain(sentBefore);
    finishSignInAgain(false);
    await expect(list).resolves.toBe(false);
    // The save that left at the same time is refused only now: it fails, no second dialog.
    await expect(askToSignInAgain(sentBefore)).resolves.toBe(false);
    expect(useRelogin.getState().name).toBeNull();
    // A save sent after the answer asks again.
    const later = askToSignInAgain({ credentials: user.auth, sentAt: performance.now() });
    expect(useRelogin.getState().name).toBe('alice');
    finishSignInAgain(false);
    await expect(later).resolves.toBe(false);
  });

  it('sends a request that left before the user signed in again once more, asking nothing', async () => {
    const sentBefore = { credentials: user.auth, sentAt: performance.now() };
    const list = askToSignInAgain(sentBefore);
    useSession.setState({ user: { ...user, auth: 'bmV3' } });
    await expect(list).resolves.toBe(true);
    await expect(askToSignInAgain(sentBefore)).resolves.toBe(true);
    expect(useRelogin.getState().name).toBeNull();
  });

  it('does not ask a guest', async () => {
    useSession.setState({ user: null });
    await expect(askToSignInAgain()).resolves.toBe(false);
    expect(useRelogin.getState().name).toBeNull();
  });
});
