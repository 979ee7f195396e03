import { isDatabaseUnavailable, isUnstorableValue } from '../db/postgres-errors.js';
import { ERROR_CODES } from '@dapnet/model';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from './api-error.js';
import { apiHeaders, isApiRequest } from './api-headers.js';

/** Maps Fastify's own errors (body too large, bad URL encoding, ...) to the Core's codes. */
function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  const fastifyError = error as Partial<FastifyError>;
  switch (fastifyError.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new ApiError(ERROR_CODES.payloadTooLarge);
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return new ApiError(ERROR_CODES.unsupportedMediaType);
    default:
      break;
  }
  // A database that went away answers 503 until it is back; the pool reconnects by itself.
  if (isDatabaseUnavailable(error)) return new ApiError(ERROR_CODES.serviceUnavailable);
  if (isUnstorableValue(error)) return new ApiError(ERROR_CODES.badRequest);
  const status = fastifyError.statusCode ?? 500;
  if (status >= 400 && status < 500) return new ApiError(ERROR_CODES.badRequest);
  return new ApiError(ERROR_CODES.unknownInternal);
}

function send(error: unknown, request: FastifyRequest, reply: FastifyReply) {
  const apiError = toApiError(error);
  if (apiError.status >= 500) request.log.error({ err: error }, 'request failed');
  return reply
    .code(apiError.status)
    .type('application/json; charset=utf-8')
    .send(apiError.toBody());
}

/** Every error, from any route or from Fastify itself, answers in the Core's error shape. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => send(error, request, reply));
  app.setNotFoundHandler((request, reply) =>
    send(new ApiError(ERROR_CODES.notFound), request, reply),
  );
}

/**
 * Errors raised by the router before any route runs, such as a malformed %-escape in the path.
 * No hooks run for these, so the API's headers are added here.
 */
export function frameworkErrors(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  if (isApiRequest(request)) reply.headers(apiHeaders(request));
  void send(
    error.code === 'FST_ERR_BAD_URL' ? new ApiError(ERROR_CODES.badRequest) : error,
    request,
    reply,
  );
}
