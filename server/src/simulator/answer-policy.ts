import type { Acknowledgement, WireMessage } from './protocol.js';
import type { AckBehaviour } from './simulator-options.js';

/**
 * How a simulated transmitter answers each message, by its `AckBehaviour`: asks for the retries
 * it was told to, reports every n-th message as failed, or drops the connection after so many.
 */
export class AnswerPolicy {
  private behaviour: AckBehaviour;
  private sessionMessages = 0;
  private retried = { key: '', count: 0 };

  constructor(behaviour: AckBehaviour = {}) {
    this.behaviour = { ...behaviour };
  }

  /** Changes how the following messages are answered. */
  set(behaviour: AckBehaviour): void {
    this.behaviour = { ...behaviour };
  }

  /** A new connection: its messages are counted from the first again. */
  newSession(): void {
    this.sessionMessages = 0;
  }

  answerFor(message: WireMessage): Acknowledgement | 'drop' {
    const { retries = 0, failEvery = 0, dropAfter = 0 } = this.behaviour;
    // A retry comes back with the same sequence number, address and text.
    const key = `${message.sequence}:${message.ric}:${message.function}:${message.text}`;
    if (this.retried.key !== key) this.retried = { key, count: 0 };
    else this.retried.count += 1;
    // A retried message arrives again; only its first arrival counts towards failEvery/dropAfter.
    if (this.retried.count === 0) this.sessionMessages += 1;
    if (dropAfter > 0 && this.sessionMessages >= dropAfter) return 'drop';
    if (this.retried.count < retries) return 'retry';
    if (failEvery > 0 && this.sessionMessages % failEvery === 0) return 'failure';
    return 'success';
  }
}
