import { describe, expect, it } from 'vitest';
import { ConcurrencyLimit } from '../../src/auth/concurrency-limit.js';
import { parseBasicAuthorization } from '../../src/auth/credentials.js';

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
