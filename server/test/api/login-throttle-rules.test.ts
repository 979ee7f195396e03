/**
 * The login throttle's rules on the real database (it lives under api/ so that it runs on SQLite
 * and, in the PostgreSQL run, on PostgreSQL): per account from any address, per address whatever
 * the name, counted at the start and given back on success, a fixed window from the first
 * attempt, and windows that are over removed as attempts come in.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LoginThrottle, REMOVE_ENDED_EVERY_MS } from '../../src/auth/login-throttle.js';
import { CredentialVerifier } from '../../src/auth/credentials.js';
import { hashPassword } from '../../src/auth/passwords.js';
import { ApiError } from '../../src/http/api-error.js';
import { createStore, type Store } from '../../src/store/store.js';
import { openTestDatabase, type TestDatabase } from '../helpers/test-database.js';

const limits = { perAddress: 4, perAccount: 2, windowMs: 1000 };

let folder: string;
let opened: TestDatabase;
let store: Store;

beforeEach(async () => {
  folder = mkdtempSync(join(tmpdir(), 'dapnet-throttle-'));
  opened = await openTestDatabase(join(folder, 'throttle.sqlite'));
  store = createStore(opened.database);
});

afterEach(async () => {
  await opened.close(false);
  rmSync(folder, { recursive: true, force: true });
});

const refused = (attempt: Promise<unknown>) => expect(attempt).rejects.toThrow(ApiError);

describe('LoginThrottle', () => {
  it('limits attempts per account, from any address, until the window has passed', async () => {
    const throttle = new LoginThrottle(store.loginAttempts, limits);
    await throttle.begin('10.0.0.1', 'dl1abc', 0);
    await throttle.begin('10.0.0.2', 'dl1abc', 0);
    await refused(throttle.begin('10.0.0.3', 'dl1abc', 10));
    await throttle.begin('10.0.0.3', 'db9xyz', 10);
    await refused(throttle.begin('10.0.0.4', 'dl1abc', 999));
    await throttle.begin('10.0.0.4', 'dl1abc', 1000);
  });

  it('limits attempts per address, for known and unknown accounts alike', async () => {
    const throttle = new LoginThrottle(store.loginAttempts, limits);
    for (const account of ['a', 'b', undefined, undefined]) {
      await throttle.begin('10.0.0.1', account, 0);
    }
    await refused(throttle.begin('10.0.0.1', 'c', 0));
    await refused(throttle.begin('10.0.0.1', undefined, 0));
    await throttle.begin('10.0.0.2', undefined, 0);
  });

  it('counts an attempt when it begins and gives it back when the password was right', async () => {
    const throttle = new LoginThrottle(store.loginAttempts, limits);
    const first = await throttle.begin('10.0.0.1', 'dl1abc', 0);
    await throttle.begin('10.0.0.1', 'dl1abc', 0);
    await refused(throttle.begin('10.0.0.1', 'dl1abc', 0));
    await first.giveBack();
    await throttle.begin('10.0.0.1', 'dl1abc', 0);
  });

  it('gives an attempt back to its own window only, not to the one after it', async () => {
    const throttle = new LoginThrottle(store.loginAttempts, limits);
    const old = await throttle.begin('10.0.0.1', 'dl1abc', 0);
    await throttle.begin('10.0.0.2', 'dl1abc', 1000);
    await throttle.begin('10.0.0.2', 'dl1abc', 1000);
    await old.giveBack();
    await refused(throttle.begin('10.0.0.2', 'dl1abc', 1000));
  });

  it('does not charge the address for an attempt the account refused', async () => {
    const throttle = new LoginThrottle(store.loginAttempts, { ...limits, perAddress: 3 });
    await throttle.begin('10.0.0.1', 'a', 0);
    await throttle.begin('10.0.0.1', 'a', 0);
    await refused(throttle.begin('10.0.0.1', 'a', 0));
    await throttle.begin('10.0.0.1', 'b', 0);
    await refused(throttle.begin('10.0.0.1', 'c', 0));
  });

  it('counts simultaneous attempts each once, and none past the limit', async () => {
    const throttle = new LoginThrottle(store.loginAttempts, { ...limits, perAccount: 25 });
    const answers = await Promise.allSettled(
      Array.from({ length: 200 }, (_, index) => throttle.begin(`10.0.${index}.1`, 'dl1abc', 0)),
    );
    expect(answers.filter(({ status }) => status === 'fulfilled')).toHaveLength(25);
  });

  it('removes windows that are over as attempts come in, so the table stays small', async () => {
    const throttle = new LoginThrottle(store.loginAttempts, limits);
    for (let index = 0; index < 50; index += 1) {
      await throttle.begin(`10.0.0.${index}`, undefined, 0);
    }
    expect(await store.loginAttempts.size()).toBe(50);
    await throttle.begin('10.0.1.1', 'dl1abc', REMOVE_ENDED_EVERY_MS);
    // Only the new attempt's address and account are left.
    expect(await store.loginAttempts.size()).toBe(2);
  });
});

describe('LoginThrottle past the address limit', () => {
  it('still counts the refused attempt on the account, which then closes for everybody', async () => {
    const throttle = new LoginThrottle(store.loginAttempts, {
      perAddress: 1,
      perAccount: 2,
      windowMs: 1000,
    });
    await throttle.begin('10.0.0.1', 'a', 0);
    await refused(throttle.begin('10.0.0.1', 'victim', 0));
    await throttle.assertAccountOpen('victim', 0);
    await refused(throttle.begin('10.0.0.1', 'victim', 0));
    await refused(throttle.assertAccountOpen('victim', 0));
    await throttle.assertAccountOpen('victim', 1000);
  });
});

describe('CredentialVerifier with the throttle', () => {
  it('counts simultaneous checks of the same credentials once', async () => {
    const throttle = new LoginThrottle(store.loginAttempts, limits);
    const verifier = new CredentialVerifier();
    const hash = await hashPassword('secret1');
    const count = () => throttle.begin('10.0.0.1', 'dl1abc', 0);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => verifier.verify('dl1abc', 'wrong', hash, count)),
    );
    expect(answers).toEqual([false, false, false, false, false]);
    // One attempt of two used: one more is allowed, the next is not.
    await throttle.begin('10.0.0.2', 'dl1abc', 0);
    await refused(throttle.begin('10.0.0.3', 'dl1abc', 0));
  });

  it('counts a wrong password even when another one for the account is remembered', async () => {
    const throttle = new LoginThrottle(store.loginAttempts, limits);
    const verifier = new CredentialVerifier();
    const hash = await hashPassword('secret1');
    const count = () => throttle.begin('10.0.0.1', 'dl1abc', 0);
    expect(await verifier.verify('dl1abc', 'secret1', hash, count)).toBe(true);
    expect(await verifier.verify('dl1abc', 'wrong1', hash, count)).toBe(false);
    expect(await verifier.verify('dl1abc', 'wrong2', hash, count)).toBe(false);
    await refused(verifier.verify('dl1abc', 'wrong3', hash, count));
  });
});
