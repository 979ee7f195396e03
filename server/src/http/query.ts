import type { FastifyRequest } from 'fastify';

/**
 * One query parameter as text. A repeated parameter (`?ownerName=a&ownerName=b`) arrives as a
 * list; like the Core (JAX-RS `@QueryParam String`), the first value counts.
 */
export function queryText(request: FastifyRequest, name: string): string | undefined {
  const value = (request.query as Record<string, unknown> | undefined)?.[name];
  const first: unknown = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' ? first : undefined;
}
