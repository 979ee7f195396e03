import { describe, expect, it } from 'vitest';
import { decodeSkyper, describeMessage } from '../../src/simulator/decode.js';
import {
  acknowledgementLine,
  clockTenths,
  parseServerLine,
  timeSyncAnswer,
  welcomeLine,
} from '../../src/simulator/protocol.js';

describe('simulator protocol', () => {
  it('writes the welcome line the Core expects', () => {
    expect(welcomeLine('UniPager', '1.0.2', 'db0abc', 'secret')).toBe(
      '[UniPager v1.0.2 db0abc secret]',
    );
  });

  it('answers a time-sync round with the echo, its clock in tenths of a second, and +', () => {
    const now = 0x12345 * 100;
    expect(clockTenths(now)).toBe('2345');
    expect(timeSyncAnswer('00AF', now)).toEqual(['2:00AF:2345', '+']);
  });

  it('acknowledges with the next sequence number, and retries or fails with its own', () => {
    expect(acknowledgementLine(0x0a, 'success')).toBe('#0B +');
    expect(acknowledgementLine(0xff, 'success')).toBe('#00 +');
    expect(acknowledgementLine(0x0a, 'retry')).toBe('#0A %');
    expect(acknowledgementLine(0x0a, 'failure')).toBe('#0A -');
  });

  it('reads the server lines of a handshake, a refusal and a message with colons in its text', () => {
    expect(parseServerLine('2:0A1F')).toEqual({ kind: 'time-sync', serverTime: '0A1F' });
    expect(parseServerLine('3:+0004')).toEqual({ kind: 'time-correction', correction: '+0004' });
    expect(parseServerLine('4:0123')).toEqual({ kind: 'time-slots', slots: '0123' });
    expect(parseServerLine('7 Invalid credentials')).toEqual({
      kind: 'refusal',
      reason: 'Invalid credentials',
    });
    expect(parseServerLine('#1F 6:1:3039:3:Meet at 10:30')).toEqual({
      kind: 'message',
      message: { sequence: 31, type: 6, speed: 1, ric: 12345, function: 3, text: 'Meet at 10:30' },
    });
    expect(parseServerLine('#zz nonsense').kind).toBe('unknown');
  });
});

describe('simulator decoding', () => {
  const shift = (text: string) =>
    Array.from(text, (char) => String.fromCharCode(char.charCodeAt(0) + 1)).join('');

  it('unpacks Skyper rubric content and rubric names', () => {
    const content = String.fromCharCode(3 + 0x1f) + String.fromCharCode(2 + 0x20) + shift('Rain');
    expect(decodeSkyper({ ric: 4520, text: content })).toEqual({
      rubric: 3,
      slot: 2,
      text: 'Rain',
    });
    const name = '1' + String.fromCharCode(3 + 0x1f) + String.fromCharCode(10 + 0x20) + shift('WX');
    expect(decodeSkyper({ ric: 4512, text: name })).toEqual({
      rubric: 3,
      slot: undefined,
      text: 'WX',
    });
    expect(decodeSkyper({ ric: 1003, text: 'Rain' })).toBeUndefined();
  });

  it('describes a message in one console line, with what a German-charset pager shows', () => {
    const message = { sequence: 0, type: 6, speed: 1, ric: 1234, function: 3, text: 'Gr}~e' };
    expect(describeMessage(message)).toBe(
      'RIC 1234 alphanumeric (type 6): Gr}~e (pager shows: Grüße)',
    );
    // A control code (what the Core makes of a typographic quote) is shown escaped.
    expect(describeMessage({ ...message, text: 'Hi\x1cthere' })).toBe(
      'RIC 1234 alphanumeric (type 6): Hi\\x1cthere (pager shows: Hithere)',
    );
  });
});
