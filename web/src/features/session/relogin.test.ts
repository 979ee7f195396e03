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

  it('does not ask a guest', async () => {
    useSession.setState({ user: null });
    await expect(askToSignInAgain()).resolves.toBe(false);
    expect(useRelogin.getState().name).toBeNull();
  });
});
