import { describe, expect, it } from 'vitest';
import { encodeBasicCredentials } from './basic-auth';

describe('encodeBasicCredentials', () => {
  it('encodes name:password as UTF-8 Base64', () => {
    expect(encodeBasicCredentials('admin', 'admin')).toBe('YWRtaW46YWRtaW4=');
    expect(atob(encodeBasicCredentials('jörg', 'pw'))).toBe('j\u00c3\u00b6rg:pw');
  });
});
