/**
 * The embedded stand-ins for the network's external services (news feed, update information,
 * callsign directory), so the web app works without internet access. Each address stays
 * configurable in /config.json, so a real network's services can replace them.
 */
import type { FastifyInstance } from 'fastify';
import type { Directory } from '../../services/directory.js';
import { buildFeed } from '../../services/feed.js';
import { updateInformation } from '../../services/update.js';
import { PUBLIC_SERVICE } from './public-service.js';
import type { WebConfig } from './web-config.js';

export interface ServiceOptions {
  config: WebConfig;
  directory: Directory;
}

export function registerServiceRoutes(app: FastifyInstance, { config, directory }: ServiceOptions) {
  const feed = buildFeed(config.wikiUrl);

  app.get('/services/feed.xml', PUBLIC_SERVICE, async (_request, reply) => {
    return reply
      .type('application/rss+xml; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(feed);
  });

  app.get('/services/update', PUBLIC_SERVICE, async (request, reply) => {
    const answer = updateInformation(request.query as Record<string, unknown>);
    // The web app asks for data, which it words in the user's language; anything else (the
    // public update server's clients) gets the plain text.
    if (answer.statements && prefersJson(request.headers.accept)) {
      return reply.header('cache-control', 'no-cache').send(answer.statements);
    }
    return reply
      .code(answer.ok ? 200 : 400)
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(answer.text);
  });

  const lookUp = (callsign: unknown) => {
    const entries = typeof callsign === 'string' ? directory.lookup(callsign) : undefined;
    return entries
      ? { status: 200, body: { data: entries } }
      : {
          status: 400,
          body: { error: 'Give one callsign of letters and digits, e.g. ?callsign=db0abc' },
        };
  };

  app.get('/services/directory', PUBLIC_SERVICE, async (request, reply) => {
    const { status, body } = lookUp((request.query as { callsign?: unknown }).callsign);
    return reply.code(status).send(body);
  });

  app.get('/services/directory/:callsign', PUBLIC_SERVICE, async (request, reply) => {
    const { status, body } = lookUp((request.params as { callsign: string }).callsign);
    return reply.code(status).send(body);
  });
}

/** Whether an Accept header names JSON before plain text (or without it). */
function prefersJson(accept: string | undefined): boolean {
  if (!accept) return false;
  const json = accept.indexOf('application/json');
  const text = accept.indexOf('text/plain');
  return json !== -1 && (text === -1 || json < text);
}
