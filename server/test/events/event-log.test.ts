/**
 * The event log behind Last-Event-ID: which ids can be resumed from, and when a reader must be
 * told to start afresh (`reset`) instead of getting an incomplete replay.
 */
import { describe, expect, it } from 'vitest';
import { EventLog } from '../../src/events/event-log.js';

function logWith(size: number, maxAgeMs = 60_000) {
  let now = 1_000_000;
  const log = new EventLog<string>(size, maxAgeMs, () => now, 'run1');
  return { log, advance: (ms: number) => (now += ms) };
}

describe('EventLog', () => {
  it('replays what came after an id of this run, and nothing for the newest id', () => {
    const { log } = logWith(10);
    const ids = ['a', 'b', 'c'].map((item) => log.append(item).id);
    expect(ids).toEqual(['run1-1', 'run1-2', 'run1-3']);
    expect(log.after('run1-1')?.map((entry) => entry.item)).toEqual(['b', 'c']);
    expect(log.after('run1-3')).toEqual([]);
    // The resume point handed out before the first event.
    expect(new EventLog<string>(10, 1_000, () => 0, 'run2').after('run2-0')).toEqual([]);
  });

  it('cannot tell ids of another run, ids never handed out, or malformed ones', () => {
    const { log } = logWith(10);
    log.append('a');
    for (const id of ['run0-1', 'run1-2', 'run1', '', 'run1-x', '../1']) {
      expect(log.after(id), id).toBeUndefined();
    }
  });

  it('cannot tell what fell out of the kept events, by count or by age', () => {
    const { log, advance } = logWith(3, 60_000);
    for (const item of ['a', 'b', 'c', 'd', 'e']) log.append(item);
    // 'a' and 'b' are gone: a reader at run1-1 missed 'b'; one at run1-2 missed nothing kept.
    expect(log.after('run1-1')).toBeUndefined();
    expect(log.after('run1-2')?.map((entry) => entry.item)).toEqual(['c', 'd', 'e']);
    advance(61_000);
    log.append('f');
    expect(log.after('run1-4')).toBeUndefined();
    expect(log.after('run1-5')?.map((entry) => entry.item)).toEqual(['f']);
  });
});
