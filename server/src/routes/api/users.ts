import { userInputSchema } from '@dapnet/model';
import type { FastifyInstance } from 'fastify';
import { requireLevel, seesFullView, type Owned } from '../../auth/access.js';
import { hashPassword } from '../../auth/passwords.js';
import { deleteUser } from '../../domain/cascades.js';
import { notFound } from '../../http/api-error.js';
import { readJsonObject } from '../../http/body.js';
import { nameViolations, pathName, sendWritten } from '../../http/request.js';
import { resource } from '../../http/resource.js';
import { userView } from '../../http/views.js';
import { validateBody } from '../../http/violations.js';
import type { Store } from '../../store/store.js';
import type { PagingEvents } from '../../paging/paging-events.js';

/** For permissions a user is owned by themself. */
const ownedBySelf = (name: string): Owned => ({ ownerNames: [name] });

/**
 * /users. GET /users/{name} is also the front end's login probe. In a PUT, `hash` carries the
 * plain password; blank keeps the old one. Only admins may create users or grant admin rights.
 */
export function userRoutes(app: FastifyInstance, store: Store, paging: PagingEvents): void {
  resource(app, '/users', {
    GET: async (request) => {
      const full = requireLevel(request.caller, 'USER_ONLY') === 'ADMIN';
      return (await store.users.publicList()).map((user) => userView(user, full));
    },
  });

  resource(app, '/users/:name', {
    GET: async (request) => {
      requireLevel(request.caller, 'USER_ONLY');
      const user = await store.users.get(pathName(request));
      if (!user) throw notFound();
      return userView(
        user,
        seesFullView(requireLevel(request.caller, 'USER_ONLY', ownedBySelf(user.name))),
      );
    },
    PUT: async (request, reply) => {
      const name = pathName(request);
      const existing = await store.users.get(name);
      requireLevel(request.caller, 'USER_ONLY');
      const body = readJsonObject(request);
      // Sending admin:true needs an admin even when nothing changes.
      if (body.admin === true || body.admin === 'true') requireLevel(request.caller, 'ADMIN_ONLY');
      else if (existing) requireLevel(request.caller, 'OWNER_ONLY', ownedBySelf(existing.name));
      else requireLevel(request.caller, 'ADMIN_ONLY');
      const input = await validateBody(userInputSchema, body, async (user) => [
        ...nameViolations(name),
        ...(!existing && (user.hash ?? '') === ''
          ? [
              {
                code: 6002,
                constraint: 'Size',
                field: 'hash',
                value: '',
                message: 'size must be between 1 and 64',
              },
            ]
          : []),
        // The Core's EMail rule also fails a missing address, next to NotNull.
        ...(user.mail == null
          ? [
              {
                code: 6102,
                constraint: 'EMail',
                field: 'mail',
                message: 'must be valid mail address',
              },
            ]
          : []),
      ]);
      const hash = input.hash === '' && existing ? existing.hash : await hashPassword(input.hash);
      const user = { name, mail: input.mail, admin: input.admin, hash };
      await store.transaction(() => store.users.put(user));
      return sendWritten(request, reply, !existing, userView(user, true));
    },
    DELETE: async (request) => {
      const name = pathName(request);
      const existing = await store.users.get(name);
      requireLevel(
        request.caller,
        existing ? 'OWNER_ONLY' : 'ADMIN_ONLY',
        existing && ownedBySelf(existing.name),
      );
      if (!existing) throw notFound();
      const transmitters = (await store.transmitters.list()).map((transmitter) => transmitter.name);
      await store.transaction(() => deleteUser(store, name));
      // Transmitters the cascade deleted lose their live session, as after a transmitter DELETE.
      for (const transmitter of transmitters) {
        if (!(await store.transmitters.get(transmitter))) paging.transmitterChanged(transmitter);
      }
      return userView(existing, true);
    },
  });
}
