import { describe, expect, it } from 'vitest';
import { siteChanges, statusSince, wentOffline, wordingOf } from './site-changes';
import type { Site } from './sites';

const site = (name: string, status: string, more: Partial<Site> = {}): Site => ({
  kind: 'transmitter',
  name,
  status,
  connectedSince: null,
  lastConnected: null,
  address: null,
  firmware: null,
  timeSlot: '0',
  groups: [],
  ...more,
});

const SEEN = new Date('2026-11-24T10:42:00Z');

describe('changes between two polls', () => {
  it('notes a site that went offline at the time it was seen', () => {
    const changes = siteChanges([site('db0xyz', 'ONLINE')], [site('db0xyz', 'OFFLINE')], SEEN);
    expect(changes).toEqual([
      {
        kind: 'transmitter',
        name: 'db0xyz',
        from: 'ONLINE',
        to: 'OFFLINE',
        at: SEEN.toISOString(),
      },
    ]);
    expect(changes.map(wentOffline)).toEqual([true]);
    expect(changes.map(wordingOf)).toEqual(['offline']);
  });

  it('dates a return online by the Core’s connect time', () => {
    const back = site('db0xyz', 'ONLINE', { connectedSince: '2026-11-24T10:47:00Z' });
    const [change] = siteChanges([site('db0xyz', 'OFFLINE')], [back], SEEN);
    expect(change).toMatchObject({ to: 'ONLINE', at: '2026-11-24T10:47:00Z' });
    expect(wentOffline(change!)).toBe(false);
    expect(wordingOf(change!)).toBe('online');
  });

  it('ignores unchanged sites, sites that came or went, and a node sharing a name', () => {
    const before = [site('a', 'ONLINE'), site('gone', 'ONLINE'), site('n', 'ONLINE')];
    const after = [
      site('a', 'ONLINE'),
      site('new', 'OFFLINE'),
      site('n', 'OFFLINE', { kind: 'node' }),
    ];
    expect(siteChanges(before, after, SEEN)).toEqual([]);
  });

  it('words errors, disabling, a suspended node and anything unknown', () => {
    expect(
      ['ERROR', 'DISABLED', 'SUSPENDED', 'UNKNOWN', 'MAINTENANCE'].map((to) => wordingOf({ to })),
    ).toEqual(['error', 'disabled', 'offline', 'offline', 'other']);
  });
});

describe('since when a site has its status', () => {
  const offline = { kind: 'transmitter' as const, name: 'db0xyz', from: 'ONLINE', to: 'OFFLINE' };

  it('is the latest change seen, else a connected transmitter’s connect time, else unknown', () => {
    const changes = [{ ...offline, at: '2026-11-24T10:42:00Z' }];
    expect(statusSince(site('db0xyz', 'OFFLINE'), changes)).toBe('2026-11-24T10:42:00Z');
    expect(statusSince(site('db0xyz', 'OFFLINE'), [])).toBeNull();
    const online = site('db0xyz', 'ONLINE', { connectedSince: '2026-11-24T09:00:00Z' });
    expect(statusSince(online, [])).toBe('2026-11-24T09:00:00Z');
  });

  it('is unknown when the latest change seen led elsewhere', () => {
    const changes = [{ ...offline, at: '2026-11-24T10:42:00Z' }];
    expect(statusSince(site('db0xyz', 'ERROR'), changes)).toBeNull();
  });
});
