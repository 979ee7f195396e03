import { describe, expect, it } from 'vitest';
import { FailedLoginLimiter, parseBasicAuthorization } from '../../src/auth/credentials.js';

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

describe('FailedLoginLimiter', () => {
  it('blocks an address after too many failures until the window has passed', () => {
    const limiter = new FailedLoginLimiter(3, 1000);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect(() => limiter.assertAllowed('10.0.0.1', 0)).not.toThrow();
      limiter.recordFailure('10.0.0.1', 0);
    }
    expect(() => limiter.assertAllowed('10.0.0.1', 500)).toThrow();
    expect(() => limiter.assertAllowed('10.0.0.2', 500)).not.toThrow();
    expect(() => limiter.assertAllowed('10.0.0.1', 1500)).not.toThrow();
  });
});
