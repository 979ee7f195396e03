import { createServer } from 'node:net';

/**
 * A local port free at this moment, from the system: for a server that must be told its port
 * before it starts, or a port nothing listens on (connecting to it is refused).
 */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as { port: number };
  await new Promise((done) => server.close(done));
  return port;
}
