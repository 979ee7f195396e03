import { subscriberInputSchema } from '@dapnet/model';
import type { FastifyInstance } from 'fastify';
import { requireLevel, requireWriteAccess, seesFullView } from '../../auth/access.js';
import { deleteSubscriber } from '../../domain/cascades.js';
import { checkNames } from '../../domain/references.js';
import { notFound } from '../../http/api-error.js';
import { readJsonObject } from '../../http/body.js';
import { nameViolations, pathName, sendWritten } from '../../http/request.js';
import { sendJsonBody } from '../../http/conditional-get.js';
import { resource } from '../../http/resource.js';
import { subscriberView } from '../../http/views.js';
import { validateBody } from '../../http/violations.js';
import type { Store, SubscriberRecord } from '../../store/store.js';

/** /callsigns: subscribers and their pagers. Pagers are shown to owners and admins only. */
export function subscriberRoutes(app: FastifyInstance, store: Store): void {
  resource(app, '/callsigns', {
    GET: async (request, reply) => {
      const status = requireLevel(request.caller, 'USER_ONLY');
      if (status === 'ADMIN') return sendJsonBody(reply, await store.subscribers.listJson());
      return sendJsonBody(
        reply,
        await store.subscribers.listViewJson('restricted', (record) =>
          subscriberView(record, false),
        ),
      );
    },
  });

  resource(app, '/callsigns/:name', {
    GET: async (request) => {
      requireLevel(request.caller, 'USER_ONLY');
      const record = await store.subscribers.get(pathName(request));
      if (!record) throw notFound();
      return subscriberView(
        record,
        seesFullView(requireLevel(request.caller, 'USER_ONLY', record)),
      );
    },
    PUT: async (request, reply) => {
      const name = pathName(request);
      const existing = await store.subscribers.get(name);
      requireWriteAccess(request.caller, existing);
      const input = await validateBody(
        subscriberInputSchema,
        readJsonObject(request),
        async (subscriber) => [
          ...nameViolations(name),
          ...(await checkNames(
            subscriber.ownerNames,
            store.users,
            'ValidOwnerNames',
            'ownerNames',
          )),
        ],
      );
      const record: SubscriberRecord = {
        name,
        description: input.description,
        numeric: input.numeric,
        pagers: input.pagers,
        ownerNames: input.ownerNames,
      };
      await store.transaction(() => store.subscribers.put(record));
      return sendWritten(request, reply, !existing, record);
    },
    DELETE: async (request) => {
      const name = pathName(request);
      const existing = await store.subscribers.get(name);
      requireLevel(request.caller, existing ? 'OWNER_ONLY' : 'ADMIN_ONLY', existing);
      if (!existing) throw notFound();
      await store.transaction(() => deleteSubscriber(store, name));
      return existing;
    },
  });
}
