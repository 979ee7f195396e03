import { ERROR_CODES, normalizeName } from '@dapnet/model';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../http/api-error.js';
import type { Store } from '../store/store.js';
import type { Caller } from './access.js';
import { CredentialVerifier, FailedLoginLimiter, parseBasicAuthorization } from './credentials.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The authenticated user, or undefined for anonymous callers. */
    caller: Caller | undefined;
  }
}

/** Authenticates every API request before it is routed to its handler. */
export function registerAuthentication(app: FastifyInstance, store: Store): void {
  const verifier = new CredentialVerifier();
  const limiter = new FailedLoginLimiter();
  app.decorateRequest('caller', undefined);
  app.addHook('onRequest', async (request: FastifyRequest) => {
    const credentials = parseBasicAuthorization(request.headers.authorization);
    if (!credentials) return;
    limiter.assertAllowed(request.ip);
    const user = store.users.get(normalizeName(credentials.username));
    const valid =
      user !== undefined &&
      (await verifier.verify(credentials.username, credentials.password, user.hash));
    if (!user || !valid) {
      limiter.recordFailure(request.ip);
      throw new ApiError(ERROR_CODES.notAuthorized);
    }
    request.caller = { username: credentials.username, name: user.name, admin: user.admin };
  });
}
