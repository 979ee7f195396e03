/**
 * Writes what the transmitter sessions learn (status, connection times, address, device, node)
 * into the transmitter records, where the API and its cached lists read them, together with the
 * connection history. Writes are collected for a moment and committed in one transaction, so
 * 2,000 transmitters connecting at once cost a few commits instead of 2,000 synchronous ones.
 * Each change is worked out against the record as it is when it is written, so an edit through
 * the API in between (DISABLED above all) is never overwritten.
 */
import type { ConnectionEvent, TransmitterStatus } from '@dapnet/model';
import type { Store, TransmitterRecord } from '../store/store.js';

/** The runtime fields a session may change. */
export type LiveFields = Partial<
  Pick<
    TransmitterRecord,
    | 'status'
    | 'connectedSince'
    | 'lastConnected'
    | 'address'
    | 'deviceType'
    | 'deviceVersion'
    | 'nodeName'
  >
>;
/** A change worked out against the record as it is when it is written. */
export type LiveChange = (record: TransmitterRecord) => LiveFields;

/** How long changes are collected before they are committed. */
export const LIVE_STATE_DELAY_MS = 50;

export class LiveStateWriter {
  private changes = new Map<string, LiveChange[]>();
  private events: { name: string; event: ConnectionEvent }[] = [];
  private timer: NodeJS.Timeout | undefined;
  /** The write under way: the next waits for it, so changes are committed in their order. */
  private writing: Promise<void> = Promise.resolve();

  constructor(
    private readonly store: Store,
    private readonly delayMs = LIVE_STATE_DELAY_MS,
    /** Told the names whose records changed, once they are committed (the live event stream). */
    private readonly committed: (names: string[]) => void = () => {},
    private readonly onError: (error: unknown) => void = () => {},
  ) {}

  change(name: string, change: LiveChange): void {
    const list = this.changes.get(name);
    if (list) list.push(change);
    else this.changes.set(name, [change]);
    this.schedule();
  }

  /** Only transmitters that exist keep a history, so unknown names cannot fill the table. */
  event(name: string, event: ConnectionEvent): void {
    this.events.push({ name, event });
    this.schedule();
  }

  /**
   * Commits everything collected so far; resolves when it is written. A failed write (the
   * database away) is reported to `onError` and the changes are dropped: the sessions write the
   * next state when it changes again.
   */
  flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    const changes = this.changes;
    const events = this.events;
    if (changes.size === 0 && events.length === 0) return this.writing;
    this.changes = new Map();
    this.events = [];
    this.writing = this.writing
      .then(() => this.write(changes, events))
      .catch((error: unknown) => this.onError(error));
    return this.writing;
  }

  private async write(
    changes: Map<string, LiveChange[]>,
    events: { name: string; event: ConnectionEvent }[],
  ): Promise<void> {
    const { store } = this;
    const written: string[] = [];
    await store.transaction(async () => {
      // In name order, as every writer of transmitter records locks them (call-count.ts).
      for (const [name, list] of [...changes].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
        let record = await store.transmitters.getForUpdate(name);
        if (!record) continue;
        for (const change of list) record = { ...record, ...change(record) };
        await store.transmitters.put(record);
        written.push(name);
      }
      for (const { name, event } of events) {
        if (await store.transmitters.has(name)) await store.connectionEvents.add(name, event);
      }
    });
    if (written.length > 0) this.committed(written);
  }

  private schedule(): void {
    this.timer ??= setTimeout(() => void this.flush(), this.delayMs);
  }
}

/** A completed handshake at this node: ONLINE with the connection's facts; DISABLED stays. */
export function onlineHere(connection: {
  since: string;
  address: { ip: string; port: number };
  deviceType: string;
  deviceVersion: string;
  nodeName: string;
}): LiveChange {
  const { since, address, deviceType, deviceVersion, nodeName } = connection;
  return (record) =>
    record.status === 'DISABLED'
      ? {}
      : {
          status: 'ONLINE',
          connectedSince: since,
          lastConnected: since,
          address: { ip_addr: address.ip, port: address.port },
          deviceType,
          deviceVersion,
          nodeName,
        };
}

/** A protocol error after the welcome line: ERROR, unless DISABLED. */
export const failedHere: LiveChange = (record) =>
  record.status === 'DISABLED' ? {} : { status: 'ERROR' };

/** The session at this node (`nodeName`) ended: OFFLINE (ERROR, DISABLED stay), not connected. */
export function endedHere(nodeName: string): LiveChange {
  return (record) =>
    // Taken over by another node of the network, which has written its state already.
    record.nodeName && record.nodeName.toLowerCase() !== nodeName.toLowerCase()
      ? {}
      : { status: statusAfterDisconnect(record.status), connectedSince: null };
}

/** A transmitter's status after its session ended: DISABLED and ERROR stay, as in the Core. */
export function statusAfterDisconnect(current: string): TransmitterStatus {
  return current === 'DISABLED' || current === 'ERROR' ? current : 'OFFLINE';
}

/**
 * The transmitters whose sessions ended with their node: at this node's start its own (nothing is
 * connected yet), and on a network of nodes those of a node that stopped (network/node-lease.ts).
 * As after the Core's shutdown, which ends every session: ONLINE becomes OFFLINE, ERROR and
 * DISABLED stay, and nobody is connected since anything. Answers the names of the records that
 * changed.
 */
export async function resetLiveStatuses(
  store: Store,
  sessionEnded: (nodeName: string) => boolean,
): Promise<string[]> {
  const changed: string[] = [];
  await store.transaction(async () => {
    for (const listed of await store.transmitters.list()) {
      if (!sessionEnded((listed.nodeName ?? '').toLowerCase())) continue;
      // Read again, locked: the transmitter may have logged in at another node meanwhile.
      const record = await store.transmitters.getForUpdate(listed.name.toLowerCase());
      if (!record || !sessionEnded((record.nodeName ?? '').toLowerCase())) continue;
      const status = statusAfterDisconnect(record.status);
      if (record.status === status && record.connectedSince === null) continue;
      await store.transmitters.put({ ...record, status, connectedSince: null });
      changed.push(record.name.toLowerCase());
    }
  });
  return changed;
}
