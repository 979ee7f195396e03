/**
 * ETags, 304s and compression for answers that are bytes in memory. Lists come prepared as a
 * JsonBody (hashed and compressed once per change), the web app's pages with their code
 * preloaded as a PreparedBody (once per build); any other GET answer held in memory (a
 * single record, statistics, a service's XML) is hashed and, when large enough, compressed as it
 * goes out. Files of the built web app are streamed by @fastify/static, which does both itself
 * from the files precompressed at build time.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isCompressibleType, preferredEncoding, type ContentEncoding } from './content-encoding.js';
import { encodeIfSmaller, weakEtag, type JsonBody, type PreparedBody } from './json-body.js';

/** Adds a field to Vary without dropping what is there. */
export function varyOn(reply: FastifyReply, field: string): void {
  const current = reply.getHeader('vary');
  const fields = typeof current === 'string' && current !== '' ? current.split(/\s*,\s*/) : [];
  if (!fields.some((existing) => existing.toLowerCase() === field.toLowerCase())) {
    reply.header('vary', [...fields, field].join(', '));
  }
}

/** If-None-Match against an ETag, with the weak comparison RFC 9110 prescribes for it. */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}

function requestedEncoding(request: FastifyRequest): ContentEncoding | undefined {
  return preferredEncoding(request.headers['accept-encoding']);
}

/** Whether the request is a GET (or HEAD) whose client already holds this version. */
function isNotModified(request: FastifyRequest, etag: string): boolean {
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    etagMatches(request.headers['if-none-match'], etag)
  );
}

/** Sends a prepared JSON answer: 304 when unchanged, else its bytes in the best encoding. */
export function sendJsonBody(reply: FastifyReply, body: JsonBody): Promise<FastifyReply> {
  return sendPreparedBody(reply, body, 'application/json; charset=utf-8');
}

/** Sends a prepared answer of this type: 304 when unchanged, else its bytes in the best encoding. */
export async function sendPreparedBody(
  reply: FastifyReply,
  body: PreparedBody,
  contentType: string,
): Promise<FastifyReply> {
  reply.type(contentType).header('etag', body.etag);
  varyOn(reply, 'Accept-Encoding');
  if (isNotModified(reply.request, body.etag)) return reply.code(304).send();
  const encoding = requestedEncoding(reply.request);
  const encoded = encoding === undefined ? undefined : await body.encode(encoding);
  if (encoding === undefined || encoded === undefined) return reply.send(body.bytes);
  return reply.header('content-encoding', encoding).send(encoded);
}

/** The same for every other successful GET answer held in memory. */
export function registerConditionalGet(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return payload;
    if (reply.statusCode !== 200 || reply.hasHeader('etag')) return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;

    const etag = weakEtag(payload);
    reply.header('etag', etag);
    const compressible = isCompressibleType(String(reply.getHeader('content-type') ?? ''));
    if (compressible) varyOn(reply, 'Accept-Encoding');
    if (isNotModified(request, etag)) {
      reply.code(304);
      return null;
    }
    const encoding = compressible ? requestedEncoding(request) : undefined;
    if (encoding === undefined || reply.hasHeader('content-encoding')) return payload;
    const bytes = typeof payload === 'string' ? Buffer.from(payload, 'utf8') : payload;
    const encoded = await encodeIfSmaller(bytes, encoding);
    if (encoded === undefined) return payload;
    reply.header('content-encoding', encoding).removeHeader('content-length');
    return encoded;
  });
}
