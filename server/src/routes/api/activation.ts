import { activationInputSchema, type Activation } from '@dapnet/model';
import type { FastifyInstance } from 'fastify';
import { requireLevel } from '../../auth/access.js';
import { readJsonObject } from '../../http/body.js';
import { resource } from '../../http/resource.js';
import { validateBody } from '../../http/violations.js';
import type { PagingEvents } from '../../paging/paging-events.js';
import type { Store } from '../../store/store.js';

/** Java's default Date format, which the Core uses for this one field: "Oct 6, 2022, 8:59:07 PM". */
export function javaDateText(date: Date): string {
  return new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    second: '2-digit',
  })
    .format(date)
    .replace(/\u202f/g, ' ');
}

/**
 * /activation: sends the activation code for a pager RIC. Nothing is stored. Like the Core,
 * group names are not checked for existence (unknown ones reach no transmitter); only an empty
 * list is refused.
 */
export function activationRoutes(app: FastifyInstance, _store: Store, paging: PagingEvents): void {
  resource(app, '/activation', {
    POST: async (request) => {
      requireLevel(request.caller, 'USER_ONLY');
      const input = await validateBody(activationInputSchema, readJsonObject(request));
      const activation: Activation = {
        number: input.number,
        transmitterGroupNames: input.transmitterGroupNames,
        timestamp: javaDateText(new Date()),
      };
      paging.activationSent(activation);
      return activation;
    },
  });
}
