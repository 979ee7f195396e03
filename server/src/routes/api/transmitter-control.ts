import { ERROR_CODES, testPageInputSchema, type TestPageResult } from '@dapnet/model';
import type { FastifyInstance } from 'fastify';
import { requireLevel } from '../../auth/access.js';
import { ApiError, notFound } from '../../http/api-error.js';
import { readJsonObject } from '../../http/body.js';
import { pathName } from '../../http/request.js';
import { resource } from '../../http/resource.js';
import { validateBody } from '../../http/violations.js';
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
    GET: async (request, reply) => {
      const { name } = request.params as { name: string };
      const transmitter = await store.transmitters.get(name);
      if (!transmitter) throw new ApiError(ERROR_CODES.emptyBody);
      requireLevel(request.caller, 'OWNER_ONLY', transmitter);
      paging.rubricNamesRequested(transmitter.name);
      return reply.code(200).send();
    },
  });

  /**
   * POST /transmitterControl/sendTestPage/{name} `{ric, text}`: this server's own endpoint (the
   * Core can page only through groups): a test page through this one transmitter, so its owner
   * hears whether it transmits. Owners and admins only; the name is lower-cased like every other
   * path name. 200 `{queued}`: false when the transmitter is not connected (to any node).
   */
  resource(app, '/transmitterControl/sendTestPage/:name', {
    POST: async (request): Promise<TestPageResult> => {
      const transmitter = await store.transmitters.get(pathName(request));
      if (!transmitter) throw notFound();
      requireLevel(request.caller, 'OWNER_ONLY', transmitter);
      const page = await validateBody(testPageInputSchema, readJsonObject(request));
      return { queued: paging.testPageRequested(transmitter, page) };
    },
  });
}
