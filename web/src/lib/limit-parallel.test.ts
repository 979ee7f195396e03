import { describe, expect, it } from 'vitest';
import { limitParallel } from './limit-parallel';

describe('limitParallel', () => {
  it('never runs more than the limit at once, and runs every task in the end', async () => {
    const run = limitParallel(2);
    let running = 0;
    let most = 0;
    const task = (value: number) =>
      run(async () => {
        running += 1;
        most = Math.max(most, running);
        await new Promise((resolve) => setTimeout(resolve, 5));
        running -= 1;
        return value;
      });
    const results = await Promise.all([1, 2, 3, 4, 5].map(task));
    expect(results).toEqual([1, 2, 3, 4, 5]);
    expect(most).toBe(2);
  });

  it('frees the place of a task that fails', async () => {
    const run = limitParallel(1);
    await expect(run(() => Promise.reject(new Error('gone')))).rejects.toThrow('gone');
    await expect(run(() => Promise.resolve('next'))).resolves.toBe('next');
  });
});
