import { transmitterGroupInputSchema, type TransmitterGroup } from '@dapnet/model';
import type { FastifyInstance } from 'fastify';
import { requireLevel, requireWriteAccess } from '../../auth/access.js';
import { deleteTransmitterGroup } from '../../domain/cascades.js';
import { checkNames } from '../../domain/references.js';
import { notFound } from '../../http/api-error.js';
import { readJsonObject } from '../../http/body.js';
import { nameViolations, pathName, sendWritten } from '../../http/request.js';
import { sendJsonBody } from '../../http/conditional-get.js';
import { resource } from '../../http/resource.js';
import { validateBody } from '../../http/violations.js';
import type { Store } from '../../store/store.js';

/** /transmitterGroups: named sets of transmitters that calls and rubrics are sent through. */
export function transmitterGroupRoutes(app: FastifyInstance, store: Store): void {
  resource(app, '/transmitterGroups', {
    GET: async (request, reply) => {
      requireLevel(request.caller, 'USER_ONLY');
      return sendJsonBody(reply, await store.transmitterGroups.listJson());
    },
  });

  resource(app, '/transmitterGroups/:name', {
    GET: async (request) => {
      requireLevel(request.caller, 'USER_ONLY');
      const group = await store.transmitterGroups.get(pathName(request));
      if (!group) throw notFound();
      return group;
    },
    PUT: async (request, reply) => {
      const name = pathName(request);
      const existing = await store.transmitterGroups.get(name);
      requireWriteAccess(request.caller, existing);
      const input = await validateBody(
        transmitterGroupInputSchema,
        readJsonObject(request),
        async (group) => [
          ...nameViolations(name),
          ...(await checkNames(
            group.transmitterNames,
            store.transmitters,
            'ValidTransmitterNames',
            'transmitterNames',
          )),
          ...(await checkNames(group.ownerNames, store.users, 'ValidOwnerNames', 'ownerNames')),
        ],
      );
      const group: TransmitterGroup = {
        name,
        description: input.description,
        transmitterNames: input.transmitterNames,
        ownerNames: input.ownerNames,
      };
      await store.transaction(() => store.transmitterGroups.put(group));
      return sendWritten(request, reply, !existing, group);
    },
    DELETE: async (request) => {
      const name = pathName(request);
      const existing = await store.transmitterGroups.get(name);
      requireLevel(request.caller, existing ? 'OWNER_ONLY' : 'ADMIN_ONLY', existing);
      if (!existing) throw notFound();
      await store.transaction(() => deleteTransmitterGroup(store, name));
      return existing;
    },
  });
}
