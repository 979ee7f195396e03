import { ERROR_CODES } from '@dapnet/model';
import type { FastifyInstance } from 'fastify';
import { requireLevel } from '../../auth/access.js';
import { ApiError } from '../../http/api-error.js';
import { resource } from '../../http/resource.js';
import type { PagingEvents } from '../../paging/paging-events.js';
import type { Store } from '../../store/store.js';

/**
 * /transmitterControl/sendRubricNames/{name}: pages the names of the transmitter's rubrics to it
 * (when it is connected here). The Core does not lower-case this name and answers an unknown one
 * with 400 "Empty Body"; otherwise 200, connected or not.
 */
export function transmitterControlRoutes(
  app: FastifyInstance,
  store: Store,
  paging: PagingEvents,
): void {
  resource(app, '/transmitterControl/sendRubricNames/:name', {
    GET: (request, reply) => {
      const { name } = request.params as { name: string };
      const transmitter = store.transmitters.get(name);
      if (!transmitter) throw new ApiError(ERROR_CODES.emptyBody);
      requireLevel(request.caller, 'OWNER_ONLY', transmitter);
      paging.rubricNamesRequested(transmitter.name);
      return reply.code(200).send();
    },
  });
}
