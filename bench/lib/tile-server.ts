/**
 * A stand-in for a map tile server, since these machines have no internet: every
 * `/{z}/{x}/{y}.svg` is the same small plain tile (the pale green of a land map), so a map page
 * loads and paints its tiles as it would against a real tile server, with no wait for one.
 */
import { createServer, type Server } from 'node:http';

const TILE =
  '<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256">' +
  '<rect width="256" height="256" fill="#e8eee6"/></svg>';

export interface TileServer {
  /** The tile URL template to hand the server (DAPNET_TILE_URL). */
  template: string;
  stop(): Promise<void>;
}

export async function startTileServer(port: number): Promise<TileServer> {
  const server: Server = createServer((request, response) => {
    if (!/^\/\d+\/\d+\/\d+\.svg$/.test(request.url ?? '')) {
      response.writeHead(404).end();
      return;
    }
    response
      .writeHead(200, {
        'content-type': 'image/svg+xml',
        'cache-control': 'public, max-age=86400',
        'access-control-allow-origin': '*',
      })
      .end(TILE);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    template: `http://127.0.0.1:${port}/{z}/{x}/{y}.svg`,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
