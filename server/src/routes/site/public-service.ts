/**
 * Route options for answers meant for any origin: the embedded services and coverage files can
 * back another deployment of the web app, as the network's own services do (they answer with
 * Access-Control-Allow-Origin: *). Nothing behind them depends on credentials.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';

export const PUBLIC_SERVICE = {
  // Let other origins embed the images too (helmet's default would be same-origin).
  helmet: { crossOriginResourcePolicy: { policy: 'cross-origin' as const } },
  onRequest: async (_request: FastifyRequest, reply: FastifyReply) => {
    reply.header('access-control-allow-origin', '*');
  },
};
