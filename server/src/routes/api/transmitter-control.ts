import { ERROR_CODES } from '@dapnet/model';
import type { FastifyInstance } from 'fastify';
import { requireLevel } from '../../auth/access.js';
import { ApiError } from '../../http/api-error.js';
import { resource } from '../../http/resource.js';
import type { Store } from '../../store/store.js';

/**
 * /transmitterControl/sendRubricNames/{name}: asks a transmitter to page its rubric names. The
 * Core does not lower-case this name and answers an unknown one with 400 "Empty Body". The
 * embedded server has no live transmitters, so there is nothing to send: it answers 200.
 */
export function transmitterControlRoutes(app: FastifyInstance, store: Store): void {
  resource(app, '/transmitterControl/sendRubricNames/:name', {
    GET: (request, reply) => {
      const { name } = request.params as { name: string };
      const transmitter = store.transmitters.get(name);
      if (!transmitter) throw new ApiError(ERROR_CODES.emptyBody);
      requireLevel(request.caller, 'OWNER_ONLY', transmitter);
      return reply.code(200).send();
    },
  });
}
