/**
 * GET /assets/coverage/{name}.txt and .png: real coverage files when the coverage folder has
 * them, otherwise files generated from the transmitter in the store (see src/coverage). The
 * `X-Coverage-Source` header says which (`file` or `model`), so the web app can tell the user.
 */
import { coverageInput, ERROR_CODES } from '@dapnet/model';
import type { FastifyInstance } from 'fastify';
import { createCoverageCache } from '../../coverage/coverage-cache.js';
import {
  findRealFile,
  safeCoverageName,
  type CoverageExtension,
} from '../../coverage/real-files.js';
import { ApiError } from '../../http/api-error.js';
import type { Store } from '../../store/store.js';
import { PUBLIC_SERVICE } from './public-service.js';

export interface CoverageOptions {
  coverageDir: string;
  store: Store;
}

/** Read by the web app (also from another origin) to tell real files from generated ones. */
const SOURCE_HEADER = 'x-coverage-source';

const notFound = (message: string) => new ApiError(ERROR_CODES.notFound, message);

export function registerCoverageRoutes(
  app: FastifyInstance,
  { coverageDir, store }: CoverageOptions,
) {
  const cache = createCoverageCache();

  app.get('/assets/coverage/:file', PUBLIC_SERVICE, async (request, reply) => {
    const { file } = request.params as { file: string };
    const match = /^(.*)\.(txt|png)$/i.exec(file);
    const name = match ? safeCoverageName(match[1]!) : undefined;
    if (!match || !name) throw notFound('No coverage file with this name');
    const extension = match[2]!.toLowerCase() as CoverageExtension;
    // Coverage changes when a transmitter is edited: browsers revalidate every time.
    reply.header('cache-control', 'no-cache');
    reply.header('access-control-expose-headers', SOURCE_HEADER);

    const real = await findRealFile(coverageDir, name, extension);
    if (real.kind === 'file') {
      reply.header(SOURCE_HEADER, 'file');
      return reply.sendFile(real.fileName, coverageDir, { cacheControl: false });
    }
    if (real.kind === 'incomplete') {
      throw notFound('The coverage files of this transmitter are incomplete');
    }

    const record = await store.transmitters.get(name);
    if (!record) throw notFound('No transmitter with this name');
    const input = coverageInput(record);
    if (!input) throw notFound('The transmitter has no valid position');
    const files = cache.get(name, input);
    reply.header(SOURCE_HEADER, 'model');
    reply.header('etag', files.etag);
    if (request.headers['if-none-match'] === files.etag) return reply.code(304).send();
    return extension === 'txt'
      ? reply.type('text/plain; charset=utf-8').send(files.txt)
      : reply.type('image/png').send(files.png);
  });
}
