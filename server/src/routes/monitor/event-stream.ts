/**
 * GET /monitor/events: the live event stream (Server-Sent Events) of a signed-in reader, one per
 * browser tab. Authenticated like the API (the monitoring scope's Basic check); a guest gets 401
 * in the Core's error shape. `Last-Event-ID` resumes after a reconnect (events/event-streams.ts).
 */
import { ERROR_CODES } from '@dapnet/model';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../http/api-error.js';
import { CORS_HEADERS } from '../../http/cors.js';
import type { EventStreams } from '../../events/event-streams.js';

export function eventStreamRoutes(app: FastifyInstance, streams: EventStreams): void {
  app.get('/events', async (request, reply) => {
    const { caller } = request;
    if (!caller) throw new ApiError(ERROR_CODES.notAuthorized);
    const lastEventId = request.headers['last-event-id'];
    // From here the connection is the stream's: Fastify's reply (and its hooks) are done with.
    reply.hijack();
    for (const [name, value] of Object.entries(CORS_HEADERS)) reply.raw.setHeader(name, value);
    reply.raw.socket?.setNoDelay(true);
    streams.open(reply.raw, caller, Array.isArray(lastEventId) ? lastEventId[0] : lastEventId);
  });
}
