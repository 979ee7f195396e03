/**
 * The handshake's time-sync rounds (the Core's SyncTimeHandler): each round sends the server's
 * clock, reads the client's answer and its `+`, and the round with the shortest round trip gives
 * the clock correction sent after the last one.
 */
import {
  clockCorrection,
  parseSyncReply,
  protocolClock,
  roundTrip,
  syncRequestLine,
} from './wire.js';

export class TimeSyncError extends Error {}

export class TimeSync {
  private round = 0;
  private sent = 0;
  private received = 0;
  private reply = '';
  private best: { roundTrip: number; correction: number } | undefined;

  constructor(private readonly rounds: number) {}

  /** The line that starts the next round. */
  request(): string {
    this.sent = protocolClock(Date.now());
    return syncRequestLine(this.sent);
  }

  /** The client's answer; it is checked with the `+` that follows it, as the Core does. */
  answer(line: string): void {
    this.received = protocolClock(Date.now());
    this.reply = line;
  }

  /** After the `+`: another round is due (`undefined`), or the correction to send. */
  finishRound(): number | undefined {
    const client = parseSyncReply(this.reply, this.sent);
    if (client === undefined) throw new TimeSyncError('Wrong sync response received.');
    const trip = roundTrip(this.sent, this.received);
    if (!this.best || trip < this.best.roundTrip) {
      this.best = {
        roundTrip: trip,
        correction: clockCorrection(this.sent, this.received, client),
      };
    }
    this.round += 1;
    if (this.round < this.rounds) return undefined;
    return this.best.correction;
  }
}
