/**
 * The transmitter's side of the DAPNET Core's line protocol (api-contract.md section 9), as
 * UniPager, RasPager and the MMDVM DAPNETGateway speak it: pure functions that read the server's
 * lines and write the answers. The socket handling lives in transmitter.ts.
 */

/** Transmitter software ends its lines with CR LF; the Core accepts that and a bare LF. */
export const LINE_END = '\r\n';

/** The line the transmitter opens with: `[UniPager v1.0.2 db0abc secret]`. */
export function welcomeLine(device: string, version: string, name: string, authKey: string) {
  return `[${device} v${version} ${name} ${authKey}]`;
}

/** Four upper-case hex digits, the width of every time value on the wire. */
const hex4 = (value: number) => (value & 0xffff).toString(16).toUpperCase().padStart(4, '0');

/** Two upper-case hex digits, the width of a sequence number. */
export const hex2 = (value: number) => (value & 0xff).toString(16).toUpperCase().padStart(2, '0');

/** The transmitter's clock as the time sync counts it: tenths of a second, lowest 16 bits. */
export function clockTenths(now = Date.now()): string {
  return hex4(Math.floor(now / 100));
}

/** A message line from the server, `#<seq> <type>:<speed>:<ric hex>:<function>:<text>`. */
export interface WireMessage {
  sequence: number;
  /** 5 numeric, 6 alphanumeric. */
  type: number;
  speed: number;
  ric: number;
  /** 0 numeric, 1 tone, 2 activation, 3 alphanumeric. */
  function: number;
  /** The text as it came, in the pager's character set; it may contain colons. */
  text: string;
}

/** What a server line asks of the transmitter. */
export type ServerLine =
  | { kind: 'time-sync'; serverTime: string }
  | { kind: 'time-correction'; correction: string }
  | { kind: 'time-slots'; slots: string }
  | { kind: 'message'; message: WireMessage }
  | { kind: 'refusal'; reason: string }
  | { kind: 'acknowledgement'; line: string }
  | { kind: 'unknown'; line: string };

const MESSAGE = /^#([0-9A-Fa-f]{2}) ([0-9]+):([0-9A-Fa-f]+):([0-9A-Fa-f]+):([0-9]+):(.*)$/s;

/** Reads one line from the server (without its line end). */
export function parseServerLine(line: string): ServerLine {
  if (line.startsWith('#')) {
    const match = MESSAGE.exec(line);
    if (!match) return { kind: 'unknown', line };
    const [, sequence, type, speed, ric, func, text] = match as unknown as string[];
    return {
      kind: 'message',
      message: {
        sequence: parseInt(sequence as string, 16),
        type: Number(type),
        speed: parseInt(speed as string, 16),
        ric: parseInt(ric as string, 16),
        function: Number(func),
        text: text as string,
      },
    };
  }
  if (line.startsWith('2:')) return { kind: 'time-sync', serverTime: line.slice(2) };
  if (line.startsWith('3:')) return { kind: 'time-correction', correction: line.slice(2) };
  if (line.startsWith('4:')) return { kind: 'time-slots', slots: line.slice(2) };
  if (line.startsWith('7')) return { kind: 'refusal', reason: line.slice(1).trim() };
  if (line === '+' || line === '-' || line === '%') return { kind: 'acknowledgement', line };
  return { kind: 'unknown', line };
}

/** The two lines that answer a time-sync round: the server's value echoed with our clock, then `+`. */
export function timeSyncAnswer(serverTime: string, now = Date.now()): string[] {
  return [`2:${serverTime}:${clockTenths(now)}`, '+'];
}

/** How the transmitter answers a message. */
export type Acknowledgement = 'success' | 'retry' | 'failure';

/**
 * Success names the NEXT sequence number (modulo 256), as UniPager and the gateway do; a retry
 * request and a failure name the message's own.
 */
export function acknowledgementLine(sequence: number, answer: Acknowledgement): string {
  if (answer === 'success') return `#${hex2(sequence + 1)} +`;
  return `#${hex2(sequence)} ${answer === 'retry' ? '%' : '-'}`;
}
