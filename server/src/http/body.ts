import { ERROR_CODES } from '@dapnet/model';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from './api-error.js';

/** Largest request body accepted; the biggest real body (a transmitter group) is far below. */
export const BODY_LIMIT_BYTES = 1024 * 1024;

const JSON_MEDIA_TYPE = /^application\/json\s*(;|$)/i;

/**
 * Bodies are kept as text and parsed in the handler, after the permission check, because the
 * Core answers 401/403 before it looks at a body. Like the Core, a missing Content-Type is taken
 * as JSON and any other media type is refused with 415.
 *
 * The 415 comes from a hook after the body has been read, not from the body parser: Fastify
 * closes the connection after any parser error (in case the body is still arriving), which would
 * drop the requests a keep-alive client sends next on that connection.
 */
export function registerBodyParsing(app: FastifyInstance): void {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    '*',
    { parseAs: 'string', bodyLimit: BODY_LIMIT_BYTES },
    (_request, body, done) => done(null, body),
  );
  app.addHook('preValidation', async (request) => {
    if (request.body === undefined) return;
    const type = request.headers['content-type'];
    if (type !== undefined && type.trim() !== '' && !JSON_MEDIA_TYPE.test(type)) {
      throw new ApiError(ERROR_CODES.unsupportedMediaType);
    }
  });
}

/** The request body as a JSON object: 4002 when empty or null, 4003 when not a JSON object. */
export function readJsonObject(request: FastifyRequest): Record<string, unknown> {
  const raw = typeof request.body === 'string' ? request.body : '';
  if (raw.trim() === '') throw new ApiError(ERROR_CODES.emptyBody);
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch (error) {
    throw new ApiError(ERROR_CODES.invalidJson, (error as Error).message);
  }
  if (parsed === null) throw new ApiError(ERROR_CODES.emptyBody);
  if (typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw new ApiError(
      ERROR_CODES.invalidJson,
      `Expected BEGIN_OBJECT but was ${Array.isArray(parsed) ? 'BEGIN_ARRAY' : typeof parsed} at path $`,
    );
  }
  return parsed as Record<string, unknown>;
}
