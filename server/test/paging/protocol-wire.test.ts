/** The protocol's pure parts: its lines, the line splitting, the queue order and the counts. */
import { describe, expect, it } from 'vitest';
import { LineReader, LineTooLongError } from '../../src/paging/line-reader.js';
import { MessageQueue } from '../../src/paging/message-queue.js';
import { TrafficLog } from '../../src/paging/traffic-log.js';
import {
  clockCorrection,
  correctionLine,
  messageLine,
  parseAck,
  parseSyncReply,
  parseWelcome,
  protocolClock,
  syncRequestLine,
} from '../../src/paging/wire.js';
import { pagerMessage } from './protocol-harness.js';

describe('wire lines', () => {
  it('parses welcome lines as the Core pattern does', () => {
    expect(parseWelcome('[RasPager v1.0-SCP-#2345678 db0abc key1]')).toEqual({
      deviceType: 'RasPager',
      deviceVersion: '1.0-SCP-#2345678',
      name: 'db0abc',
      authKey: 'key1',
    });
    expect(parseWelcome('[UniPager-C9000/x v1.0.3 DB0_ABC K3y]')?.deviceType).toBe(
      'UniPager-C9000/x',
    );
    for (const bad of [
      '[UniPager v1 db0abc key]',
      '[UniPager 1.0 db0abc key]',
      '[UniPager v1.0 db0abc ke-y]',
      ' [UniPager v1.0 a b]',
    ])
      expect(parseWelcome(bad)).toBeUndefined();
  });

  it('writes the clock, the correction and messages as the Core does', () => {
    expect(protocolClock(6_553_600)).toBe(0);
    expect(protocolClock(6_553_699 + 100)).toBe(1);
    expect(syncRequestLine(0xab)).toBe('2:00AB');
    expect(correctionLine(0x64)).toBe('3:+0064');
    expect(correctionLine(-0x1ff)).toBe('3:-01FF');
    expect(correctionLine(0)).toBe('3:+0000');
    expect(
      messageLine(10, pagerMessage({ ric: 0x12ab, speed: 1, type: 6, function: 3, text: 'a:b' })),
    ).toBe('#0A 6:1:12AB:3:a:b');
  });

  it('reads sync answers with any four hex digits, and acks in either case', () => {
    expect(parseSyncReply('2:00ab:0000', 0xab)).toBe(0);
    expect(parseSyncReply('2:00AB:fF01', 0xab)).toBe(0xff01);
    expect(parseSyncReply('2:00AC:0000', 0xab)).toBeUndefined();
    expect(parseSyncReply('2:00AB:zz', 0xab)).toBeUndefined();
    // Half the round trip is added: a client 10 s behind is told +100 tenths.
    expect(clockCorrection(1000, 1004, 902)).toBe(100);
    // A round across the clock's wrap is still short.
    expect(clockCorrection(0xfffe, 2, 0xffff)).toBe(1);
    // The server's clock has wrapped and the client's (10 s behind) has not: still +100, not
    // -65436; and the other way round, a client 10 s ahead across the wrap is told -100.
    expect(clockCorrection(50, 52, 51 - 100 + 0x10000)).toBe(100);
    expect(clockCorrection(0xfff0, 0xfff2, 0xfff1 + 100 - 0x10000)).toBe(-100);
    // Half a wrap apart is the farthest a correction can be.
    expect(clockCorrection(0, 0, 0x8000)).toBe(-0x8000);
    expect(parseAck('#0b +')).toEqual({ sequence: 11, kind: 'ok' });
    expect(parseAck('#FF %')).toEqual({ sequence: 255, kind: 'retry' });
    expect(parseAck('#00 -')).toEqual({ sequence: 0, kind: 'error' });
    expect(parseAck('#0 +')).toBeUndefined();
    expect(parseAck('+')).toBeUndefined();
  });
});

describe('line reader', () => {
  it('splits on \\n and \\r\\n across chunks', () => {
    const reader = new LineReader(16);
    expect(reader.push(Buffer.from('ab'))).toEqual([]);
    expect(reader.push(Buffer.from('c\r\nd\n\ne'))).toEqual(['abc', 'd', '']);
    expect(reader.push(Buffer.from('\r\n'))).toEqual(['e']);
  });

  it('refuses a line longer than its limit, in one chunk or many', () => {
    expect(() => new LineReader(4).push(Buffer.from('12345\n'))).toThrow(LineTooLongError);
    const reader = new LineReader(4);
    reader.push(Buffer.from('123'));
    expect(() => reader.push(Buffer.from('456'))).toThrow(LineTooLongError);
  });
});

describe('message queue', () => {
  it('orders by priority, then time, then arrival, and counts by priority', () => {
    const queue = new MessageQueue();
    queue.add(pagerMessage({ priority: 'RUBRIC', createdAt: 1, text: 'r' }));
    queue.add(pagerMessage({ priority: 'CALL', createdAt: 5, text: 'c2' }));
    queue.add(pagerMessage({ priority: 'CALL', createdAt: 5, text: 'c3' }));
    queue.add(pagerMessage({ priority: 'CALL', createdAt: 2, text: 'c1' }));
    queue.add(pagerMessage({ priority: 'EMERGENCY', createdAt: 9, text: 'e' }));
    expect(queue.countByPriority()).toMatchObject({ CALL: 3, RUBRIC: 1, EMERGENCY: 1, TIME: 0 });
    const order: string[] = [];
    for (let message = queue.take(); message; message = queue.take()) order.push(message.text);
    expect(order).toEqual(['e', 'c1', 'c2', 'c3', 'r']);
    expect(queue.countByPriority().CALL).toBe(0);
  });
});

describe('traffic log', () => {
  it('counts the last hour only and keeps the last 50 messages, newest first', () => {
    let now = Date.parse('2025-01-01T10:00:00Z');
    const log = new TrafficLog(() => now);
    log.finished('tx', pagerMessage({ text: 'old' }), 'failed');
    now += 61 * 60_000;
    for (let index = 0; index < 55; index++)
      log.finished('tx', pagerMessage({ text: `m${index}` }), 'sent');
    log.retried('tx');
    expect(log.lastHour('tx')).toEqual({ sent: 55, retried: 1, failed: 0 });
    const recent = log.recent('tx');
    expect(recent).toHaveLength(50);
    expect(recent[0]?.text).toBe('m54');
    expect(log.lastHour('other')).toEqual({ sent: 0, retried: 0, failed: 0 });
  });
});
