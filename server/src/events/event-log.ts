/**
 * The last events this instance sent on its event streams, so a reader who reconnects with
 * `Last-Event-ID` gets what it missed. Ids are `<instance>-<sequence>`: the instance part is new
 * at every start, so an id from before a restart (or from another instance) is recognised as
 * unknown instead of being mistaken for a number of this run.
 */

/** How many events are kept: a few minutes of an ordinary network, one burst of reconnects. */
export const EVENT_LOG_SIZE = 2_000;
/** And for how long: a reader away longer refetches everything anyway. */
export const EVENT_LOG_AGE_MS = 5 * 60_000;

export interface LoggedEvent<T> {
  id: string;
  sequence: number;
  time: number;
  item: T;
}

export class EventLog<T> {
  readonly instance: string;
  private sequence = 0;
  private readonly entries: LoggedEvent<T>[] = [];

  constructor(
    private readonly size = EVENT_LOG_SIZE,
    private readonly maxAgeMs = EVENT_LOG_AGE_MS,
    private readonly now: () => number = Date.now,
    instance = now().toString(36),
  ) {
    this.instance = instance;
  }

  /** The id of the newest event (also before the first: a reader resumes from there). */
  get lastId(): string {
    return `${this.instance}-${this.sequence}`;
  }

  /** The id the next appended event gets. */
  get nextId(): string {
    return `${this.instance}-${this.sequence + 1}`;
  }

  append(item: T): LoggedEvent<T> {
    this.sequence += 1;
    const entry = {
      id: `${this.instance}-${this.sequence}`,
      sequence: this.sequence,
      time: this.now(),
      item,
    };
    this.entries.push(entry);
    if (this.entries.length > this.size) this.entries.splice(0, this.entries.length - this.size);
    return entry;
  }

  /**
   * The events after `lastId`, oldest first; undefined when they cannot be told completely (an
   * id of another run, one never handed out, or older than what is kept).
   */
  after(lastId: string): LoggedEvent<T>[] | undefined {
    const match = /^([0-9a-z]+)-(\d+)$/.exec(lastId.trim());
    if (!match || match[1] !== this.instance) return undefined;
    const sequence = Number(match[2]);
    if (sequence > this.sequence) return undefined;
    this.forgetOld();
    const oldest = this.entries[0]?.sequence ?? this.sequence + 1;
    // The reader must have seen everything up to the oldest kept event.
    if (sequence < oldest - 1) return undefined;
    return this.entries.filter((entry) => entry.sequence > sequence);
  }

  private forgetOld(): void {
    const limit = this.now() - this.maxAgeMs;
    let drop = 0;
    while (drop < this.entries.length && this.entries[drop]!.time < limit) drop++;
    if (drop > 0) this.entries.splice(0, drop);
  }
}
