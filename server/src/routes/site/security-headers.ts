/**
 * Security headers for everything the server answers outside /api (this plugin's routes only;
 * the API keeps its own plain headers). The CSP comes from the web app's configuration.
 */
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { contentSecurityPolicy } from './csp.js';
import type { WebConfig } from './web-config.js';

export async function registerSecurityHeaders(app: FastifyInstance, config: WebConfig) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      // helmet's defaults would add upgrade-insecure-requests, which breaks the plain-http
      // deployments common on HAMNET; every directive we want is listed explicitly instead.
      useDefaults: false,
      directives: contentSecurityPolicy(config),
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
    // Browsers ignore this on plain http; without includeSubDomains it cannot force HTTPS on
    // other hosts of the operator's domain.
    strictTransportSecurity: { maxAge: 15_552_000, includeSubDomains: false },
  });
}
