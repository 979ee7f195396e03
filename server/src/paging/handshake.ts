/**
 * A transmitter's login, following the Core's server handler: the checks of the welcome line's
 * transmitter, then the steps after it (the time-sync rounds, the clock correction, the
 * timeslots), each answered by the transmitter before the next. The session (session.ts) reads
 * the lines and writes what this answers; the lines themselves are in wire.ts.
 */
import type { TransmitterRecord } from '../store/store.js';
import { TimeSync } from './time-sync.js';
import {
  REFUSALS,
  ProtocolError,
  correctionLine,
  timeSlotLine,
  type Refusal,
  type Welcome,
} from './wire.js';

/**
 * The Core's checks of the transmitter a well-formed welcome line names, in its order (registered,
 * not DISABLED, the key compared exactly); undefined when it may log in.
 */
export function welcomeRefusal(
  record: TransmitterRecord | undefined,
  welcome: Welcome,
): Refusal | undefined {
  if (!record) return REFUSALS.unknown;
  if (record.status === 'DISABLED') return REFUSALS.disabled;
  if (record.authKey !== welcome.authKey) return REFUSALS.credentials;
  return undefined;
}

/** What the transmitter's line is answered with: a line to send, nothing yet, or the end. */
export type HandshakeAnswer = { send: string } | 'wait' | 'online';

type Step = 'sync-answer' | 'sync-ack' | 'correction-ack' | 'slots-ack';

/** The steps after an accepted welcome line; a line out of turn is a ProtocolError. */
export class Handshake {
  private step: Step = 'sync-answer';
  private readonly timeSync: TimeSync;

  constructor(
    syncRounds: number,
    /** The transmitter record's timeslots, sent last (e.g. `0123`). */
    private readonly timeSlot: string,
  ) {
    this.timeSync = new TimeSync(syncRounds);
  }

  /** The first line: the first time-sync round's request. */
  start(): string {
    this.step = 'sync-answer';
    return this.timeSync.request();
  }

  answer(line: string): HandshakeAnswer {
    switch (this.step) {
      case 'sync-answer':
        this.timeSync.answer(line);
        this.step = 'sync-ack';
        return 'wait';
      case 'sync-ack': {
        expectPlus(line);
        const correction = this.timeSync.finishRound();
        if (correction === undefined) return { send: this.start() };
        this.step = 'correction-ack';
        return { send: correctionLine(correction) };
      }
      case 'correction-ack':
        expectPlus(line);
        this.step = 'slots-ack';
        return { send: timeSlotLine(this.timeSlot) };
      case 'slots-ack':
        expectPlus(line);
        return 'online';
    }
  }
}

function expectPlus(line: string): void {
  if (line !== '+') throw new ProtocolError('Wrong ack received.');
}
