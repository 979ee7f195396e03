/**
 * The lines of the Core's transmitter protocol (contract section 9), as the Core writes and reads
 * them. Everything here is pure: the session (session.ts) decides when each line is due.
 * The server ends its lines with a bare `\n`, as the Core does; the MMDVM DAPNETGateway relies
 * on that when it turns `2:TTTT\n` into its answer `2:TTTT:0000\r\n`.
 */
import type { PagerMessage } from './pager-message.js';

/** The refusals, word for word as the Core sends them before it closes the connection. */
export const REFUSALS = {
  format: '7 Invalid welcome message format',
  unknown: '7 Transmitter not registered',
  disabled: '7 Transmitter disabled',
  credentials: '7 Invalid credentials',
} as const;
export type Refusal = (typeof REFUSALS)[keyof typeof REFUSALS];

/** A line that breaks the protocol: the session ends with this message as its reason. */
export class ProtocolError extends Error {}

/**
 * `[<type> v<version> <name> <authKey>]`, the Core's pattern with Java's \p{Alnum} and
 * \p{Graph} (ASCII letters and digits; printable ASCII without the space).
 */
const WELCOME = /^\[([/\-A-Za-z0-9]+) v(\d[\d.]+[!-~]*) ([A-Za-z0-9_]+) ([A-Za-z0-9]+)\]$/;

export interface Welcome {
  deviceType: string;
  deviceVersion: string;
  /** As the transmitter sent it; the lookup lower-cases it. */
  name: string;
  authKey: string;
}

export function parseWelcome(line: string): Welcome | undefined {
  const match = WELCOME.exec(line);
  if (!match) return undefined;
  const [, deviceType, deviceVersion, name, authKey] = match as unknown as [
    string,
    string,
    string,
    string,
    string,
  ];
  return { deviceType, deviceVersion, name, authKey };
}

/**
 * The Core's protocol clock: tenths of a second since the epoch, lowest 16 bits (so it wraps
 * about every 109 minutes).
 */
export function protocolClock(nowMs: number): number {
  return Math.floor(nowMs / 100) % 0x10000;
}

const hex4 = (value: number) => value.toString(16).toUpperCase().padStart(4, '0');

/** `2:TTTT`: the server's clock, four upper-case hex digits. */
export function syncRequestLine(clock: number): string {
  return `2:${hex4(clock)}`;
}

/**
 * The client's answer `2:TTTT:CCCC`: the server's value echoed (any case) and the client's own
 * clock in hex. Clients that do not keep the protocol clock (UniPager, the DAPNETGateway) send
 * `0000`. Returns the client's clock, or undefined when the line is not an answer to `sent`.
 */
export function parseSyncReply(line: string, sent: number): number | undefined {
  const match = /^2:(\w+):([0-9A-Fa-f]+)$/.exec(line);
  if (!match || match[1]!.toUpperCase() !== hex4(sent)) return undefined;
  return Number.parseInt(match[2]!, 16);
}

/** Tenths of a second between sending `2:TTTT` and reading the answer, across the clock's wrap. */
export function roundTrip(sent: number, received: number): number {
  return (received - sent + 0x10000) % 0x10000;
}

/**
 * The correction, as the Core computes it from the round with the smallest round trip: the
 * server's clock when the answer was half-way back, minus the client's clock. Both clocks wrap
 * at 0x10000 (every 109 minutes), so the difference is taken across the wrap and the shorter
 * way round: a client 10 s behind is told +100 even when the server's clock has just wrapped and
 * its own has not (the Core would send -FF9C there, which means the same only to a client that
 * adds it modulo 0x10000).
 */
export function clockCorrection(sent: number, received: number, client: number): number {
  const difference = (sent + Math.floor(roundTrip(sent, received) / 2) - client) & 0xffff;
  return difference >= 0x8000 ? difference - 0x10000 : difference;
}

/** `3:+XXXX` or `3:-XXXX`. */
export function correctionLine(correction: number): string {
  return `3:${correction < 0 ? '-' : '+'}${hex4(Math.abs(correction))}`;
}

/** `4:<slots>`, the timeslots as the transmitter record has them (e.g. `0123`). */
export function timeSlotLine(timeSlot: string): string {
  return `4:${timeSlot}`;
}

/**
 * `#<seq> <type>:<speed>:<ric>:<function>:<text>` as the Core's encoder formats it: the sequence
 * number as two upper-case hex digits, the type in decimal, speed and RIC in upper-case hex.
 */
export function messageLine(sequence: number, message: PagerMessage): string {
  const seq = sequence.toString(16).toUpperCase().padStart(2, '0');
  const speed = message.speed.toString(16).toUpperCase();
  const ric = message.ric.toString(16).toUpperCase();
  return `#${seq} ${message.type}:${speed}:${ric}:${message.function}:${message.text}`;
}

export type AckKind = 'ok' | 'retry' | 'error';

export interface Ack {
  sequence: number;
  kind: AckKind;
}

const ACK_KINDS: Record<string, AckKind> = { '+': 'ok', '%': 'retry', '-': 'error' };

/** `#NN +`, `#NN %` or `#NN -`; the hex digits in either case (UniPager sends lower case). */
export function parseAck(line: string): Ack | undefined {
  const match = /^#([0-9A-Fa-f]{2}) ([-%+])$/.exec(line);
  if (!match) return undefined;
  return { sequence: Number.parseInt(match[1]!, 16), kind: ACK_KINDS[match[2]!]! };
}

/**
 * A line as it goes on the wire: the protocol is 7-bit ASCII (the Core's encoder turns anything
 * else into `?`), and a line end inside a text would start a line of its own.
 */
export function wireText(line: string): string {
  return line.replace(/[\r\n]/g, ' ').replace(/[\u0080-\u{10ffff}]/gu, '?');
}

/** The sequence number after `sequence`, modulo 256. */
export function nextSequence(sequence: number): number {
  return (sequence + 1) % 256;
}
