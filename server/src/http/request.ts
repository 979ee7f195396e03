import { nameSchema, normalizeName, type Violation } from '@dapnet/model';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { valueViolations } from './violations.js';

/** The `{name}` path parameter, lower-cased as the Core does for every lookup and store. */
export function pathName(request: FastifyRequest): string {
  const { name } = request.params as { name?: string };
  return normalizeName(name ?? '');
}

/**
 * The Core validates the name taken from the path like any other field (3-20 characters); a colon
 * is refused too (it would break signing in with HTTP Basic auth; see nameSchema). Transmitters
 * pass their stricter rule (transmitterNameSchema).
 */
export function nameViolations(name: string, schema: z.ZodType = nameSchema): Violation[] {
  return valueViolations(schema, name, 'name');
}

/** Answers a write: 201 with Location when it created the record, 200 when it updated one. */
export function sendWritten(
  request: FastifyRequest,
  reply: FastifyReply,
  created: boolean,
  body: unknown,
): FastifyReply {
  if (created) {
    reply.code(201).header('location', `${request.protocol}://${request.host}${request.url}`);
  }
  return reply.send(body);
}
