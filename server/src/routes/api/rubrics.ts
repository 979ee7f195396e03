import { MAX_RUBRICS, rubricInputSchema, type Rubric, type Violation } from '@dapnet/model';
import type { FastifyInstance } from 'fastify';
import { requireLevel, requireWriteAccess } from '../../auth/access.js';
import { deleteRubric } from '../../domain/cascades.js';
import { checkNames } from '../../domain/references.js';
import { notFound } from '../../http/api-error.js';
import { readJsonObject } from '../../http/body.js';
import { nameViolations, pathName, sendWritten } from '../../http/request.js';
import { sendJsonBody } from '../../http/conditional-get.js';
import { resource } from '../../http/resource.js';
import { validateBody } from '../../http/violations.js';
import type { PagingEvents } from '../../paging/paging-events.js';
import type { Store } from '../../store/store.js';

/**
 * The network holds at most 99 rubrics (spec sections 5 and 9); the Core has no such check, so
 * this is a violation of our own, with the code the Core gives any other constraint.
 */
function rubricCountViolations(count: number): Violation[] {
  if (count < MAX_RUBRICS) return [];
  return [
    {
      code: 6000,
      constraint: 'MaxRubrics',
      field: 'name',
      message: `the network already has ${MAX_RUBRICS} rubrics, the most it may have`,
    },
  ];
}

/** /rubrics: news channels with ten content slots each. Numbers may repeat across rubrics. */
export function rubricRoutes(app: FastifyInstance, store: Store, paging: PagingEvents): void {
  resource(app, '/rubrics', {
    GET: async (request, reply) => {
      requireLevel(request.caller, 'USER_ONLY');
      return sendJsonBody(reply, await store.rubrics.listJson());
    },
  });

  resource(app, '/rubrics/:name', {
    GET: async (request) => {
      requireLevel(request.caller, 'USER_ONLY');
      const rubric = await store.rubrics.get(pathName(request));
      if (!rubric) throw notFound();
      return rubric;
    },
    PUT: async (request, reply) => {
      const name = pathName(request);
      const existing = await store.rubrics.get(name);
      requireWriteAccess(request.caller, existing);
      const input = await validateBody(
        rubricInputSchema,
        readJsonObject(request),
        async (rubric) => [
          ...nameViolations(name),
          ...(existing ? [] : rubricCountViolations(await store.rubrics.count())),
          ...(await checkNames(
            rubric.transmitterGroupNames,
            store.transmitterGroups,
            'ValidTransmitterGroupNames',
            'transmitterGroupNames',
          )),
          ...(await checkNames(rubric.ownerNames, store.users, 'ValidOwnerNames', 'ownerNames')),
        ],
      );
      const rubric: Rubric = {
        name,
        number: input.number,
        transmitterGroupNames: input.transmitterGroupNames,
        label: input.label,
        ownerNames: input.ownerNames,
      };
      await store.transaction(() => store.rubrics.put(rubric));
      // The Core pages a created or changed rubric's name to its transmitters.
      paging.rubricChanged(name);
      return sendWritten(request, reply, !existing, rubric);
    },
    DELETE: async (request) => {
      const name = pathName(request);
      const existing = await store.rubrics.get(name);
      // A missing rubric is a 404 for any user (the Core checks only USER_ONLY then).
      requireLevel(request.caller, existing ? 'OWNER_ONLY' : 'USER_ONLY', existing);
      if (!existing) throw notFound();
      await store.transaction(() => deleteRubric(store, name));
      return existing;
    },
  });
}
