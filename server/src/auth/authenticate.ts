import { ERROR_CODES, normalizeName } from '@dapnet/model';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../http/api-error.js';
import type { Store } from '../store/store.js';
import type { Caller } from './access.js';
import { CredentialVerifier, parseBasicAuthorization } from './credentials.js';
import { LoginThrottle } from './login-throttle.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The authenticated user, or undefined for anonymous callers. */
    caller: Caller | undefined;
  }
}

/**
 * One verifier and one failed-login limit per database, shared by every part of the server that
 * authenticates (the API and the monitoring endpoint): a second door must not double the guesses.
 * (The limit's counts are in the database itself, so other nodes on it share them too.)
 */
const guards = new WeakMap<Store, { verifier: CredentialVerifier; throttle: LoginThrottle }>();

function guardOf(store: Store) {
  let guard = guards.get(store);
  if (!guard) {
    guard = {
      verifier: new CredentialVerifier(),
      throttle: new LoginThrottle(store.loginAttempts),
    };
    guards.set(store, guard);
  }
  return guard;
}

/** Authenticates every request of the scope before it is routed to its handler. */
export function registerAuthentication(app: FastifyInstance, store: Store): void {
  const { verifier, throttle } = guardOf(store);
  app.decorateRequest('caller', undefined);
  app.addHook('onRequest', async (request: FastifyRequest) => {
    const credentials = parseBasicAuthorization(request.headers.authorization);
    if (!credentials) return;
    const { username, password } = credentials;
    const user = await store.users.get(normalizeName(username));
    if (!user) {
      // Guessing names costs attempts too, though there is no hash to check.
      await throttle.begin(request.ip, undefined);
      throw new ApiError(ERROR_CODES.notAuthorized);
    }
    if (verifier.remembers(username, password, user.hash)) {
      // Verified before: one HMAC, and not locked out by others' failures from this address.
      await throttle.assertAccountOpen(user.name);
    } else {
      // Counted before the check starts; a repeat of a check under way joins it without counting.
      const right = await verifier.verify(username, password, user.hash, () =>
        throttle.begin(request.ip, user.name),
      );
      if (!right) throw new ApiError(ERROR_CODES.notAuthorized);
    }
    request.caller = { username, name: user.name, admin: user.admin };
  });
}
