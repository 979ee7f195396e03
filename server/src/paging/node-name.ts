import type { Store } from '../store/store.js';

/** Without nodes in the database and without DAPNET_NODE_NAME. */
export const FALLBACK_NODE_NAME = 'local';

/**
 * The name this server writes as `nodeName` of the transmitters connected to it (the Core uses
 * its cluster name): DAPNET_NODE_NAME when set; else the first running node in the database (the
 * demo's db0dbn), else the first node, else "local".
 */
export async function resolveNodeName(
  configured: string | undefined,
  store: Store,
): Promise<string> {
  if (configured) return configured;
  const nodes = await store.nodes.list();
  return (nodes.find((node) => node.status === 'ONLINE') ?? nodes[0])?.name ?? FALLBACK_NODE_NAME;
}
