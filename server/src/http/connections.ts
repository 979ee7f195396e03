/**
 * Requests so malformed that Node's HTTP parser gives up on them (broken framing, a URL or
 * headers over 16 KiB): nothing further can be read from that connection, so it must close.
 * Fastify's own handler answers without `Connection: close` and then destroys the socket at
 * once, so a keep-alive client keeps the connection in its pool and loses the next request it
 * sends on it. This one says so, answers in the Core's error shape and closes gracefully.
 */
import type { Socket } from 'node:net';
import { ERROR_CODES } from '@dapnet/model';
import type { FastifyServerOptions } from 'fastify';
import { ApiError } from './api-error.js';
import { CORS_HEADERS } from './cors.js';

/** How long a closing connection may take to deliver its last answer. */
const CLOSING_GRACE_MS = 5_000;

type ConnectionError = Parameters<NonNullable<FastifyServerOptions['clientErrorHandler']>>[0];

/** The Core's 400/4000, saying what was wrong when Node's parser tells. */
function apiErrorFor(error: ConnectionError): ApiError {
  switch (error.code) {
    case 'HPE_HEADER_OVERFLOW':
      return new ApiError(ERROR_CODES.badRequest, 'Request line or headers over 16 KiB');
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return new ApiError(ERROR_CODES.badRequest, 'The request did not arrive in time');
    default:
      return new ApiError(ERROR_CODES.badRequest);
  }
}

export function answerBrokenRequest(error: ConnectionError, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const body = JSON.stringify(apiErrorFor(error).toBody());
  const headers = {
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(body)),
    connection: 'close',
    ...CORS_HEADERS,
  };
  const head = Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  // end() sends the answer before the connection closes; destroy() could discard it.
  socket.end(`HTTP/1.1 400 Bad Request\r\n${head}\r\n${body}`);
  socket.setTimeout(CLOSING_GRACE_MS, () => socket.destroy());
}
