/**
 * Runs at most `limit` of the given tasks at a time, the rest waiting in order. Used where a page
 * may ask for hundreds of small files at once (all coverage on the map): a queue keeps the
 * browser's few connections free for the API's answers in between.
 */
export function limitParallel(limit: number) {
  let running = 0;
  const waiting: (() => void)[] = [];

  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    running += 1;
    try {
      return await task();
    } finally {
      running -= 1;
      waiting.shift()?.();
    }
  };
}
