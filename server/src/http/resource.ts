import { ERROR_CODES } from '@dapnet/model';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from './api-error.js';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Handler = (request: FastifyRequest, reply: FastifyReply) => unknown;

const ANSWERED_ELSEWHERE = ['OPTIONS', 'HEAD'];
const ALL_METHODS: string[] = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'];

/**
 * Declares the methods of one path. Any other method on that path answers 405 (4050), as the
 * Core does for a wrong verb on a known path; unknown paths stay 404.
 */
export function resource(
  app: FastifyInstance,
  url: string,
  handlers: Partial<Record<Method, Handler>>,
): void {
  for (const [method, handler] of Object.entries(handlers)) {
    app.route({
      method: method as Method,
      url,
      handler: async (request, reply) => handler(request, reply),
    });
  }
  const others = ALL_METHODS.filter(
    (method) => !(method in handlers) && !ANSWERED_ELSEWHERE.includes(method),
  );
  if (others.length > 0) {
    app.route({
      method: others,
      url,
      handler: async () => {
        throw new ApiError(ERROR_CODES.methodNotAllowed);
      },
    });
  }
}
