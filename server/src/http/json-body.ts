import { createHash } from 'node:crypto';
import { compress, MIN_COMPRESSIBLE_BYTES, type ContentEncoding } from './content-encoding.js';

/**
 * One answer kept ready to send: its bytes, its ETag and, made once on first demand, its
 * compressed forms (conditional-get.ts, sendPreparedBody).
 *
 * The ETag is weak and derived from the plain bytes: the same for every encoding of the same
 * bytes (a weak ETag promises equal content, not equal bytes), and different for every view
 * whose bytes differ (an admin's full list and a visitor's restricted one).
 */
export class PreparedBody {
  readonly bytes: Buffer;
  readonly etag: string;
  private readonly encoded = new Map<ContentEncoding, Promise<Buffer | undefined>>();

  constructor(content: string | Buffer) {
    this.bytes = typeof content === 'string' ? Buffer.from(content, 'utf8') : content;
    this.etag = weakEtag(this.bytes);
  }

  /**
   * The bytes in `encoding`, or undefined when compressing would not make them smaller. The
   * promise is kept, so concurrent requests share one compression.
   */
  encode(encoding: ContentEncoding): Promise<Buffer | undefined> {
    let pending = this.encoded.get(encoding);
    if (pending === undefined) {
      pending = encodeIfSmaller(this.bytes, encoding);
      this.encoded.set(encoding, pending);
    }
    return pending;
  }
}

/**
 * A JSON answer kept ready to send. Lists are cached as JsonBody objects (store/json-cache.ts)
 * until the next write, so a list is serialised, hashed and compressed once per change, not once
 * per request.
 */
export class JsonBody extends PreparedBody {
  static of(value: unknown): JsonBody {
    return new JsonBody(JSON.stringify(value));
  }
}

/** A weak ETag of the bytes: 20 bytes of SHA-1, plenty to tell versions of an answer apart. */
export function weakEtag(bytes: Buffer | string): string {
  return `W/"${createHash('sha1').update(bytes).digest('base64url')}"`;
}

export async function encodeIfSmaller(
  bytes: Buffer,
  encoding: ContentEncoding,
): Promise<Buffer | undefined> {
  if (bytes.length < MIN_COMPRESSIBLE_BYTES) return undefined;
  const encoded = await compress(bytes, encoding);
  return encoded.length < bytes.length ? encoded : undefined;
}
