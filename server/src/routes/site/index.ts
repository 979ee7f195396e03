/**
 * Everything the server answers outside /api: the web app's runtime configuration, the embedded
 * stand-ins for the network's external services, coverage files and the built web app, all with
 * the site's security headers.
 */
import fastifyStatic from '@fastify/static';
import { showsDefaultFirstScreen } from '@dapnet/model';
import type { FastifyInstance } from 'fastify';
import type { Settings } from '../../config.js';
import { loadDirectory } from '../../services/directory.js';
import type { Store } from '../../store/store.js';
import { registerConfigRoute } from './config-route.js';
import { registerCoverageRoutes } from './coverage-routes.js';
import { registerSecurityHeaders } from './security-headers.js';
import { registerServiceRoutes } from './service-routes.js';
import { buildWebConfig } from './web-config.js';
import { registerWebApp } from './web-app.js';

export interface SiteOptions {
  settings: Settings;
  store: Store;
}

export async function siteRoutes(
  app: FastifyInstance,
  { settings, store }: SiteOptions,
): Promise<void> {
  // Read and check everything up front: a bad file stops the start-up, not a later request.
  const config = buildWebConfig(settings.web);
  const directory = loadDirectory();

  await registerSecurityHeaders(app, config);
  // Only the reply.sendFile helper: which file to send is decided by the routes below. It sends
  // the .br or .gz file the build wrote beside a file when the request accepts that encoding.
  await app.register(fastifyStatic, { serve: false, preCompressed: true });

  registerConfigRoute(app, config);
  registerServiceRoutes(app, { config, directory });
  registerCoverageRoutes(app, { coverageDir: settings.coverageDir, store });
  registerWebApp(app, settings.webDist, {
    prerendered: showsDefaultFirstScreen(config),
    config,
  });
}
