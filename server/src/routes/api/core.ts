import type { Version } from '@dapnet/model';
import type { FastifyInstance } from 'fastify';
import { resource } from '../../http/resource.js';
import type { Store } from '../../store/store.js';
import { CORE_VERSION } from '../../version.js';

/** `api` is the first x.y.z of the core version, as in the Core. */
export function coreVersion(core = CORE_VERSION): Version {
  return { core, api: /\d+\.\d+\.\d+/.exec(core)?.[0] ?? core };
}

/** /core: versions, public. */
export function coreRoutes(app: FastifyInstance, _store: Store): void {
  resource(app, '/core/version', { GET: () => coreVersion() });
  resource(app, '/core/core_version', { GET: () => ({ version: coreVersion().core }) });
  resource(app, '/core/api_version', { GET: () => ({ version: coreVersion().api }) });
}
