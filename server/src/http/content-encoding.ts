/**
 * Compression of answers: which encoding a request accepts, and the compressors themselves.
 * Brotli before gzip (smaller at the same speed); the levels are those that compress a
 * network-sized list (about 1 MB of JSON) in a few milliseconds, since the server compresses at
 * run time. Built files are compressed harder, once, at build time (web/scripts/precompress.ts).
 */
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

export type ContentEncoding = 'br' | 'gzip';

/** In order of preference. */
const ENCODINGS: readonly ContentEncoding[] = ['br', 'gzip'];

/** Below this size the headers and the compressor's framing outweigh what compression saves. */
export const MIN_COMPRESSIBLE_BYTES = 256;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

let compressions = 0;

/**
 * The best encoding an Accept-Encoding header allows, or undefined for the plain bytes. Honours
 * q-values (`br;q=0` refuses brotli) and `*` for any encoding not named.
 */
export function preferredEncoding(acceptEncoding: string | undefined): ContentEncoding | undefined {
  if (!acceptEncoding) return undefined;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name = '', ...parameters] = part.split(';').map((piece) => piece.trim());
    if (name === '') continue;
    const q = parameters.find((parameter) => parameter.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  let best: ContentEncoding | undefined;
  let bestWeight = 0;
  for (const encoding of ENCODINGS) {
    const weight = weights.get(encoding) ?? weights.get('*') ?? 0;
    if (weight > bestWeight) {
      best = encoding;
      bestWeight = weight;
    }
  }
  return best;
}

/** The bytes compressed with `encoding`, off the event loop (zlib's thread pool). */
export async function compress(bytes: Buffer, encoding: ContentEncoding): Promise<Buffer> {
  compressions += 1;
  if (encoding === 'gzip') return gzipAsync(bytes, { level: 6 });
  return brotli(bytes, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 5,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  });
}

/** How many times the server has compressed something since it started (tests count them). */
export function compressionCount(): number {
  return compressions;
}

/** Whether a Content-Type is text worth compressing (images and fonts come compressed). */
export function isCompressibleType(contentType: string | undefined): boolean {
  return /^(text\/|application\/(json|javascript|xml|rss\+xml|manifest\+json)|image\/svg\+xml)/i.test(
    contentType ?? '',
  );
}
