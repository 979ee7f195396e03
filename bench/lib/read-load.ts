/**
 * A small steady load of reads on the API, as the paging benchmarks put on it while they measure:
 * autocannon with 2 connections on each of `GET /api/transmitters` and `GET /api/calls`, as
 * `admin`, until stopped.
 */
import autocannon from 'autocannon';

export const READ_PATHS = ['/api/transmitters', '/api/calls'];
export const ADMIN_AUTH = `Basic ${Buffer.from('admin:admin').toString('base64')}`;

/** Starts the load on `base`; the returned function stops it and resolves p99 (ms) per path. */
export function startReadLoad(base: string): () => Promise<Record<string, number>> {
  const running = READ_PATHS.map((path) => {
    let instance: autocannon.Instance | undefined;
    const result = new Promise<autocannon.Result>((resolve, reject) => {
      instance = autocannon(
        {
          url: `${base}${path}`,
          connections: 2,
          duration: 3_600,
          headers: { authorization: ADMIN_AUTH },
        },
        (error, outcome) => (error ? reject(error) : resolve(outcome)),
      );
    });
    return { path, instance: instance!, result };
  });
  return async () => {
    running.forEach(({ instance }) => instance.stop());
    const p99 = await Promise.all(
      running.map(async ({ path, result }) => {
        const outcome = await result;
        if (outcome.non2xx > 0) throw new Error(`${path}: ${outcome.non2xx} non-2xx answers`);
        return [path, outcome.latency.p99] as const;
      }),
    );
    return Object.fromEntries(p99);
  };
}
