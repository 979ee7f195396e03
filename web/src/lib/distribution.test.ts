import { describe, expect, it } from 'vitest';
import {
  isWideReach,
  orderGroups,
  reachOf,
  rememberChosen,
  togglePinned,
  type Reach,
} from './distribution';

const tx = (name: string, status: string, usage: string) => ({ name, status, usage });
const TRANSMITTERS = [
  tx('db0abc', 'ONLINE', 'WIDERANGE'),
  tx('db0xyz', 'OFFLINE', 'WIDERANGE'),
  tx('dl2pag', 'ONLINE', 'PERSONAL'),
  tx('pi1dap', 'ONLINE', 'WIDERANGE'),
];
const GROUPS = [
  { name: 'all', transmitterNames: ['db0abc', 'db0xyz', 'dl2pag', 'pi1dap'] },
  { name: 'dl-nw', transmitterNames: ['db0abc', 'dl2pag'] },
  { name: 'dl-all', transmitterNames: ['db0abc', 'db0xyz', 'dl2pag', 'gone'] },
  { name: 'benelux', transmitterNames: ['pi1dap'] },
];

describe('reachOf', () => {
  it('counts each transmitter once, however many chosen groups hold it', () => {
    expect(reachOf(['dl-nw', 'dl-all'], GROUPS, TRANSMITTERS)).toEqual({
      transmitters: 3,
      online: 2,
      widerange: 2,
      personal: 1,
      total: 4,
    });
  });

  it('counts no transmitter the network does not know, and no group it does not have', () => {
    expect(reachOf(['dl-all', 'nowhere'], GROUPS, TRANSMITTERS).transmitters).toBe(3);
  });

  it('matches names without regard to case', () => {
    expect(reachOf(['BENELUX'], GROUPS, [tx('PI1DAP', 'ONLINE', 'WIDERANGE')]).transmitters).toBe(
      1,
    );
  });
});

describe('isWideReach', () => {
  const reach = (transmitters: number, total: number): Reach => ({
    transmitters,
    total,
    online: 0,
    widerange: 0,
    personal: 0,
  });

  it('asks for `all` whatever it reaches', () => {
    expect(isWideReach(['dl-nw', 'all'], reach(0, 0))).toBe(true);
    expect(isWideReach(['ALL'], undefined)).toBe(true);
  });

  it('asks from half of the network on', () => {
    expect(isWideReach(['dl-all'], reach(2, 4))).toBe(true);
    expect(isWideReach(['dl-all'], reach(1, 4))).toBe(false);
  });

  it('does not ask when the reach is unknown or the network empty', () => {
    expect(isWideReach(['dl-all'], undefined)).toBe(false);
    expect(isWideReach(['dl-all'], reach(0, 0))).toBe(false);
  });
});

describe('group choices', () => {
  it('remembers the last groups first, each once, at most five', () => {
    const before = { pinned: [], recent: ['a', 'b', 'c', 'd', 'e'] };
    expect(rememberChosen(before, ['c', 'f']).recent).toEqual(['c', 'f', 'a', 'b', 'd']);
  });

  it('pins and unpins', () => {
    const pinned = togglePinned({ pinned: ['a'], recent: [] }, 'b');
    expect(pinned.pinned).toEqual(['a', 'b']);
    expect(togglePinned(pinned, 'a').pinned).toEqual(['b']);
  });
});

describe('orderGroups', () => {
  const existing = ['all', 'dl-all', 'dl-nw', 'benelux'];

  it('puts pinned groups first, then the last ones, then the rest in list order', () => {
    expect(orderGroups(existing, { pinned: ['benelux'], recent: ['dl-nw', 'benelux'] })).toEqual({
      pinned: ['benelux'],
      recent: ['dl-nw'],
      others: ['dl-all', 'all'],
    });
  });

  it('drops remembered groups the network no longer has', () => {
    expect(orderGroups(existing, { pinned: ['gone'], recent: ['old', 'dl-nw'] })).toEqual({
      pinned: [],
      recent: ['dl-nw'],
      others: ['dl-all', 'benelux', 'all'],
    });
  });

  it('offers `all` last, even when it was chosen last or pinned before', () => {
    expect(orderGroups(existing, { pinned: ['all'], recent: ['all'] })).toEqual({
      pinned: [],
      recent: [],
      others: ['dl-all', 'dl-nw', 'benelux', 'all'],
    });
    expect(togglePinned({ pinned: [], recent: [] }, 'all').pinned).toEqual([]);
  });
});
