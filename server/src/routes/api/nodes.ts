import { nodeInputSchema, type Node } from '@dapnet/model';
import type { FastifyInstance } from 'fastify';
import { requireLevel } from '../../auth/access.js';
import { checkNames } from '../../domain/references.js';
import { notFound } from '../../http/api-error.js';
import { readJsonObject } from '../../http/body.js';
import { nameViolations, pathName, sendWritten } from '../../http/request.js';
import { sendJsonBody } from '../../http/conditional-get.js';
import { resource } from '../../http/resource.js';
import { validateBody } from '../../http/violations.js';
import type { Store } from '../../store/store.js';

/**
 * /nodes: the Core instances of the cluster. Only admins write them. The status in a PUT body is
 * ignored, as in the Core: a node that is ONLINE stays so (with its address); any other becomes
 * SUSPENDED until it joins.
 */
export function nodeRoutes(app: FastifyInstance, store: Store): void {
  resource(app, '/nodes', {
    GET: async (request, reply) => {
      requireLevel(request.caller, 'USER_ONLY');
      return sendJsonBody(reply, await store.nodes.listJson());
    },
  });

  resource(app, '/nodes/:name', {
    GET: async (request) => {
      requireLevel(request.caller, 'USER_ONLY');
      const node = await store.nodes.get(pathName(request));
      if (!node) throw notFound();
      return node;
    },
    PUT: async (request, reply) => {
      const name = pathName(request);
      const existing = await store.nodes.get(name);
      requireLevel(request.caller, 'ADMIN_ONLY');
      const input = await validateBody(nodeInputSchema, readJsonObject(request), async (node) => [
        ...nameViolations(name),
        ...(await checkNames(node.ownerNames, store.users, 'ValidOwnerNames', 'ownerNames')),
      ]);
      const online = existing?.status === 'ONLINE';
      const node: Node = {
        name,
        longitude: input.longitude,
        latitude: input.latitude,
        address: online ? existing.address : (input.address ?? null),
        status: online ? 'ONLINE' : 'SUSPENDED',
        ownerNames: input.ownerNames,
        version: input.version ?? null,
      };
      await store.transaction(() => store.nodes.put(node));
      return sendWritten(request, reply, !existing, node);
    },
    DELETE: async (request) => {
      requireLevel(request.caller, 'ADMIN_ONLY');
      const name = pathName(request);
      const existing = await store.nodes.get(name);
      if (!existing) throw notFound();
      // No cascade: transmitters keep their node name, as in the Core.
      await store.transaction(() => store.nodes.delete(name));
      return existing;
    },
  });
}
