import { describe, expect, it } from 'vitest';
import { ConcurrencyLimit } from '../../src/auth/concurrency-limit.js';
import { parseBasicAuthorization } from '../../src/auth/credentials.js';
import { LoginThrottle } from '../../src/auth/login-throttle.js';
import { ApiError } from '../../src/http/api-error.js';

const encode = (text: string) => Buffer.from(text).toString('base64');

describe('parseBasicAuthorization', () => {
  it('splits at the first colon, so passwords may contain colons', () => {
    expect(parseBasicAuthorization(`Basic ${encode('DL1ABC:pa:ss')}`)).toEqual({
      username: 'DL1ABC',
      password: 'pa:ss',
    });
  });

  it.each([
    ['no header', undefined],
    ['lower-case scheme', `basic ${encode('a:b')}`],
    ['another scheme', 'Bearer abc'],
    ['bad base64', 'Basic ***'],
    ['no colon', `Basic ${encode('abc')}`],
  ])('treats %s as anonymous', (_case, header) => {
    expect(parseBasicAuthorization(header)).toBeUndefined();
  });
});

describe('LoginThrottle', () => {
  const limits = { perAddress: 4, perAccount: 2, windowMs: 1000 };

  it('limits attempts per account, from any address, until the window has passed', () => {
    const throttle = new LoginThrottle(limits);
    throttle.begin('10.0.0.1', 'dl1abc', 0);
    throttle.begin('10.0.0.2', 'dl1abc', 0);
    expect(() => throttle.begin('10.0.0.3', 'dl1abc', 10)).toThrow(ApiError);
    expect(() => throttle.begin('10.0.0.3', 'db9xyz', 10)).not.toThrow();
    expect(() => throttle.begin('10.0.0.3', 'dl1abc', 1000)).not.toThrow();
  });

  it('limits attempts per address, for known and unknown accounts alike', () => {
    const throttle = new LoginThrottle(limits);
    for (const account of ['a', 'b', undefined, undefined]) throttle.begin('10.0.0.1', account, 0);
    expect(() => throttle.begin('10.0.0.1', 'c', 0)).toThrow(ApiError);
    expect(() => throttle.begin('10.0.0.1', undefined, 0)).toThrow(ApiError);
    expect(() => throttle.begin('10.0.0.2', undefined, 0)).not.toThrow();
  });

  it('counts an attempt when it begins and gives it back when the password was right', () => {
    const throttle = new LoginThrottle(limits);
    const first = throttle.begin('10.0.0.1', 'dl1abc', 0);
    throttle.begin('10.0.0.1', 'dl1abc', 0);
    expect(() => throttle.begin('10.0.0.1', 'dl1abc', 0)).toThrow(ApiError);
    throttle.succeeded(first);
    expect(() => throttle.begin('10.0.0.1', 'dl1abc', 0)).not.toThrow();
  });

  it('does not charge the address for an attempt the account refused', () => {
    const throttle = new LoginThrottle({ ...limits, perAddress: 3 });
    throttle.begin('10.0.0.1', 'a', 0);
    throttle.begin('10.0.0.1', 'a', 0);
    expect(() => throttle.begin('10.0.0.1', 'a', 0)).toThrow(ApiError);
    throttle.begin('10.0.0.1', 'b', 0);
    expect(() => throttle.begin('10.0.0.1', 'c', 0)).toThrow(ApiError);
  });
});

describe('LoginThrottle past the address limit', () => {
  it('still counts the refused attempt on the account, which then closes for everybody', () => {
    const throttle = new LoginThrottle({ perAddress: 1, perAccount: 2, windowMs: 1000 });
    throttle.begin('10.0.0.1', 'a', 0);
    expect(() => throttle.begin('10.0.0.1', 'victim', 0)).toThrow(ApiError);
    expect(() => throttle.assertAccountOpen('victim', 0)).not.toThrow();
    expect(() => throttle.begin('10.0.0.1', 'victim', 0)).toThrow(ApiError);
    expect(() => throttle.assertAccountOpen('victim', 0)).toThrow(ApiError);
    expect(() => throttle.assertAccountOpen('victim', 1000)).not.toThrow();
  });
});

describe('ConcurrencyLimit', () => {
  it('runs at most the given number of tasks at once and refuses beyond the queue', async () => {
    const limit = new ConcurrencyLimit(2, 3);
    let running = 0;
    let most = 0;
    const releases: (() => void)[] = [];
    const task = () =>
      new Promise<string>((resolve) => {
        running += 1;
        most = Math.max(most, running);
        releases.push(() => {
          running -= 1;
          resolve('done');
        });
      });
    const accepted = Array.from({ length: 5 }, () => limit.run(task));
    await expect(limit.run(task)).rejects.toMatchObject({ code: 5030 });
    for (let round = 0; round < 5; round += 1) {
      await new Promise((resolve) => setImmediate(resolve));
      releases.shift()?.();
    }
    expect(await Promise.all(accepted)).toEqual(Array(5).fill('done'));
    expect(most).toBe(2);
    expect(await limit.run(async () => 'again')).toBe('again');
  });
});
