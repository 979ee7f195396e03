import { describe, expect, it } from 'vitest';
import { pathFromLegacyHash, redirectLegacyHash } from './legacy-hash';

describe('legacy hash links', () => {
  it('turns #/path into the real path', () => {
    expect(pathFromLegacyHash('#/transmitters/map/db0abc')).toBe('/transmitters/map/db0abc');
    expect(pathFromLegacyHash('#/')).toBe('/');
  });

  it('ignores ordinary fragments and other-origin tricks', () => {
    expect(pathFromLegacyHash('#main-content')).toBeNull();
    expect(pathFromLegacyHash('')).toBeNull();
    expect(pathFromLegacyHash('#//evil.example')).toBeNull();
  });

  it('replaces the address without a new history entry', () => {
    window.history.replaceState(null, '', '/#/transmitters/map/x');
    const before = window.history.length;
    redirectLegacyHash(window.location, window.history);
    expect(window.location.pathname).toBe('/transmitters/map/x');
    expect(window.location.hash).toBe('');
    expect(window.history.length).toBe(before);
  });
});
