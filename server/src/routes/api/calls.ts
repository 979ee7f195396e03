import { callInputSchema, type Call } from '@dapnet/model';
import type { FastifyInstance } from 'fastify';
import { requireLevel } from '../../auth/access.js';
import { checkNames } from '../../domain/references.js';
import { readJsonObject } from '../../http/body.js';
import { queryText } from '../../http/query.js';
import { sendJsonBody } from '../../http/conditional-get.js';
import { resource } from '../../http/resource.js';
import { validateBody } from '../../http/violations.js';
import type { PagingEvents } from '../../paging/paging-events.js';
import type { Store } from '../../store/store.js';
import type { NetworkEvents } from '../../events/network-events.js';

/**
 * /calls: paging calls, oldest first. Any user may page anyone through any group.
 *
 * An addition of this server: `?order=newest-first` sends the same list newest first, so a client
 * reading the answer as it arrives can show the newest calls (the first page of its list) long
 * before a network's worth of calls is complete. A real Core ignores the parameter and answers
 * oldest first, as without it; the web app tells the two apart by the calls themselves.
 */
export function callRoutes(
  app: FastifyInstance,
  store: Store,
  paging: PagingEvents,
  events: NetworkEvents,
): void {
  resource(app, '/calls', {
    GET: async (request, reply) => {
      requireLevel(request.caller, 'USER_ONLY');
      const ownerName = queryText(request, 'ownerName');
      const order =
        queryText(request, 'order') === 'newest-first' ? 'newest-first' : 'oldest-first';
      return sendJsonBody(reply, await store.calls.listJson(ownerName || undefined, order));
    },
    POST: async (request, reply) => {
      requireLevel(request.caller, 'USER_ONLY');
      const input = await validateBody(callInputSchema, readJsonObject(request), async (call) => [
        ...(await checkNames(
          call.callSignNames,
          store.subscribers,
          'ValidCallSignNames',
          'callSignNames',
        )),
        ...(await checkNames(
          call.transmitterGroupNames,
          store.transmitterGroups,
          'ValidTransmitterGroupNames',
          'transmitterGroupNames',
        )),
      ]);
      const accepted: Call = {
        text: input.text,
        callSignNames: input.callSignNames,
        transmitterGroupNames: input.transmitterGroupNames,
        emergency: input.emergency,
        timestamp: new Date().toISOString(),
        // The Core records the user name as typed in the credentials.
        ownerName: request.caller!.username,
      };
      const call = await store.transaction(async () => {
        await store.counters.increment('callsTotal');
        return store.calls.add(accepted);
      });
      // Announced first: handing a call to `all` to 2,000 sessions takes a moment.
      events.publish('callAdded', { id: call.id });
      paging.callSent(call);
      return reply.code(201).send(call);
    },
  });
}
