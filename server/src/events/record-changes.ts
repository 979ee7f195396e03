/**
 * Announces every successful write through the API's record paths (`PUT`/`DELETE
 * /{entity}/{name}`) as `recordChanged`, in one place instead of in each route: the hook runs
 * after the answer, so the write was committed. Lists change by cascades too (deleting a user
 * deletes their calls); the stream's readers refetch a list on any change of its entity.
 */
import { normalizeName } from '@dapnet/model';
import type { FastifyInstance } from 'fastify';
import type { NetworkEventMap, NetworkEvents } from './network-events.js';

type Entity = NetworkEventMap['recordChanged']['entity'];

/** The Core's path of each kind of record (subscribers are `callsigns` there). */
const ENTITY_PATHS: Record<string, Entity> = {
  callsigns: 'subscribers',
  transmitters: 'transmitters',
  transmitterGroups: 'transmitterGroups',
  rubrics: 'rubrics',
  nodes: 'nodes',
  users: 'users',
};

/** `/api/callsigns/:name` → `subscribers`; any other route pattern → undefined. */
export function recordEntity(routePattern: string | undefined): Entity | undefined {
  const match = /^(?:\/api)?\/([A-Za-z]+)\/:name$/.exec(routePattern ?? '');
  return match && Object.hasOwn(ENTITY_PATHS, match[1]!) ? ENTITY_PATHS[match[1]!] : undefined;
}

export function announceRecordChanges(app: FastifyInstance, events: NetworkEvents): void {
  app.addHook('onResponse', async (request, reply) => {
    if (request.method !== 'PUT' && request.method !== 'DELETE') return;
    if (reply.statusCode >= 300) return;
    const entity = recordEntity(request.routeOptions.url);
    const { name } = (request.params ?? {}) as { name?: string };
    if (entity && name) events.publish('recordChanged', { entity, name: normalizeName(name) });
  });
}
