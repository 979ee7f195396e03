import type { Executor } from './executor.js';

/**
 * The nodes' leases (network/node-lease.ts): each node moves its `alive_until` forward every few
 * seconds; a lease that ran out belongs to a node that stopped.
 */
export function nodeLeasesTable(executor: Executor) {
  const db = () => executor.db();
  return {
    renew: async (nodeName: string, aliveUntil: number) =>
      void (await db()
        .insertInto('node_leases')
        .values({ node_name: nodeName, alive_until: aliveUntil })
        .onConflict((conflict) =>
          conflict.column('node_name').doUpdateSet({ alive_until: aliveUntil }),
        )
        .execute()),
    /** The nodes whose lease lasts beyond `now`. */
    alive: async (now: number) =>
      (
        await db()
          .selectFrom('node_leases')
          .select('node_name')
          .where('alive_until', '>=', now)
          .execute()
      ).map((row) => row.node_name),
    /**
     * Removes the leases that ran out before `now` and answers their nodes. One statement, so of
     * several nodes that look at the same moment exactly one takes each dead node.
     */
    takeExpired: async (now: number) =>
      (
        await db()
          .deleteFrom('node_leases')
          .where('alive_until', '<', now)
          .returning('node_name')
          .execute()
      ).map((row) => row.node_name),
    remove: async (nodeName: string) =>
      void (await db().deleteFrom('node_leases').where('node_name', '=', nodeName).execute()),
  };
}

export type NodeLeasesTable = ReturnType<typeof nodeLeasesTable>;
