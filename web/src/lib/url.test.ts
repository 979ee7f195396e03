import { describe, expect, it } from 'vitest';
import { apiPath, joinUrl, removeInvisible, withQuery } from './url';

describe('removeInvisible', () => {
  it('removes spaces and the zero-width characters', () => {
    expect(removeInvisible(' db0\u200Babc\u200C\u200D\uFEFF x')).toBe('db0abcx');
  });
});

describe('apiPath', () => {
  it('encodes each value as one cleaned path segment', () => {
    expect(apiPath`transmitters/${' db0 abc\u200B'}`).toBe('transmitters/db0abc');
    expect(apiPath`users/${'a/b?c=d#e'}`).toBe('users/a%2Fb%3Fc%3Dd%23e');
    expect(apiPath`calls`).toBe('calls');
  });
});

describe('joinUrl', () => {
  it('puts exactly one slash between base and path', () => {
    expect(joinUrl('/api/', '/users')).toBe('/api/users');
    expect(joinUrl('https://example.org/api', 'core/version')).toBe(
      'https://example.org/api/core/version',
    );
  });
});

describe('withQuery', () => {
  it('encodes every value', () => {
    expect(withQuery('/services/update', { core: '1.0 beta', api: 'a&b', web: 2 })).toBe(
      '/services/update?core=1.0+beta&api=a%26b&web=2',
    );
    expect(withQuery('/x?y=1', { z: 'w' })).toBe('/x?y=1&z=w');
  });
});
