import type { ConnectionEvent } from '@dapnet/model';
import type { Executor } from './executor.js';

/** How many events each transmitter keeps. */
export const CONNECTION_HISTORY = 50;

export interface ConnectionEventsTable {
  /** Adds an event and drops that transmitter's events beyond the last 50. */
  add(transmitterName: string, event: ConnectionEvent): Promise<void>;
  /** Newest first. */
  list(transmitterName: string): Promise<ConnectionEvent[]>;
  deleteFor(transmitterName: string): Promise<void>;
}

/** The connection history of every transmitter, keyed by its lower-case name. */
export function connectionEventsTable(executor: Executor): ConnectionEventsTable {
  const db = () => executor.db();
  const ofTransmitter = (name: string) =>
    db().selectFrom('connection_events').where('transmitter', '=', name);

  return {
    add: (transmitterName, event) =>
      executor.transaction(async () => {
        await db()
          .insertInto('connection_events')
          .values({ transmitter: transmitterName, doc: JSON.stringify(event) })
          .execute();
        const oldestKept = await ofTransmitter(transmitterName)
          .select('id')
          .orderBy('id', 'desc')
          .limit(1)
          .offset(CONNECTION_HISTORY - 1)
          .executeTakeFirst();
        if (oldestKept) {
          await db()
            .deleteFrom('connection_events')
            .where('transmitter', '=', transmitterName)
            .where('id', '<', oldestKept.id)
            .execute();
        }
      }),
    list: async (transmitterName) =>
      (
        await ofTransmitter(transmitterName)
          .select('doc')
          .orderBy('id', 'desc')
          .limit(CONNECTION_HISTORY)
          .execute()
      ).map((row) => JSON.parse(row.doc) as ConnectionEvent),
    deleteFor: async (transmitterName) =>
      void (await db()
        .deleteFrom('connection_events')
        .where('transmitter', '=', transmitterName)
        .execute()),
  };
}
