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
    GET: (request, reply) => {
      requireLevel(request.caller, 'USER_ONLY');
      return sendJsonBody(reply, store.transmitterGroups.listJson());
    },
  });

  resource(app, '/transmitterGroups/:name', {
    GET: (request) => {
      requireLevel(request.caller, 'USER_ONLY');
      const group = store.transmitterGroups.get(pathName(request));
      if (!group) throw notFound();
      return group;
    },
    PUT: (request, reply) => {
      const name = pathName(request);
      const existing = store.transmitterGroups.get(name);
      requireWriteAccess(request.caller, existing);
      const input = validateBody(transmitterGroupInputSchema, readJsonObject(request), (group) => [
        ...nameViolations(name),
        ...checkNames(
          group.transmitterNames,
          store.transmitters,
          'ValidTransmitterNames',
          'transmitterNames',
        ),
        ...checkNames(group.ownerNames, store.users, 'ValidOwnerNames', 'ownerNames'),
      ]);
      const group: TransmitterGroup = {
        name,
        description: input.description,
        transmitterNames: input.transmitterNames,
        ownerNames: input.ownerNames,
      };
      store.transaction(() => store.transmitterGroups.put(group));
      return sendWritten(request, reply, !existing, group);
    },
    DELETE: (request) => {
      const name = pathName(request);
      const existing = store.transmitterGroups.get(name);
      requireLevel(request.caller, existing ? 'OWNER_ONLY' : 'ADMIN_ONLY', existing);
      if (!existing) throw notFound();
      store.transaction(() => deleteTransmitterGroup(store, name));
      return existing;
    },
  });
}
