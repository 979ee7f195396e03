import { describe, expect, it } from 'vitest';
import { callsTo, countUnread, isUnread, newestSeen, ownedSubscribers } from './my-pages';

const call = (timestamp: string, ...callSignNames: string[]) => ({ timestamp, callSignNames });

describe('my pages', () => {
  const subscribers = [
    { name: 'f4abc', ownerNames: ['F4ABC'] },
    { name: 'f1xyz', ownerNames: ['f4abc', 'admin'] },
    { name: 'dl1abc', ownerNames: ['dl1abc'] },
    { name: 'orphan', ownerNames: null },
  ];

  it('finds the subscribers a user owns, whatever the case', () => {
    expect([...ownedSubscribers(subscribers, 'f4abc')]).toEqual(['f4abc', 'f1xyz']);
  });

  it('keeps the calls to them, newest first', () => {
    const calls = [
      call('2026-11-24T08:00:00Z', 'dl1abc'),
      call('2026-11-24T09:00:00Z', 'F4ABC'),
      call('2026-11-24T10:00:00Z', 'dl1abc', 'f1xyz'),
    ];
    expect(callsTo(calls, ownedSubscribers(subscribers, 'f4abc'))).toEqual([calls[2], calls[1]]);
  });

  it('counts as unread what came after the newest page seen; with nothing seen, everything', () => {
    const calls = [call('2026-11-24T10:00:00Z'), call('2026-11-24T09:00:00Z')];
    expect(countUnread(calls, null)).toBe(2);
    expect(countUnread(calls, '2026-11-24T09:00:00Z')).toBe(1);
    expect(isUnread(calls[0]!, '2026-11-24T10:00:00Z')).toBe(false);
  });

  it('moves what was seen only forward', () => {
    const calls = [call('2026-11-24T10:00:00Z'), call('2026-11-24T09:00:00Z')];
    expect(newestSeen(calls, null)).toBe('2026-11-24T10:00:00Z');
    expect(newestSeen(calls, '2026-11-24T11:00:00Z')).toBe('2026-11-24T11:00:00Z');
    expect(newestSeen([], null)).toBeNull();
  });
});
