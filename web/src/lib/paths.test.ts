import { describe, expect, it } from 'vitest';
import { paths, safeRedirectTarget } from './paths';

describe('paths', () => {
  it('encodes ids in links', () => {
    expect(paths.users.edit.href('a b/c')).toBe('/users/edit/a%20b%2Fc');
    expect(paths.transmitters.mapDetail.path).toBe('/transmitters/map/:id');
  });
});

describe('safeRedirectTarget', () => {
  it('keeps paths on this site', () => {
    expect(safeRedirectTarget('/calls?x=1#y')).toBe('/calls?x=1#y');
  });

  it('sends everything else home', () => {
    for (const value of ['//evil.example', 'https://evil.example', '/\\evil', 'javascript:x', 7]) {
      expect(safeRedirectTarget(value)).toBe('/');
    }
  });
});
