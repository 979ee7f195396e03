import { describe, expect, it } from 'vitest';
import {
  clearlyWorse,
  compareRuns,
  formatChanges,
  type GatePage,
  type GateRun,
} from './perf-gate-compare.js';

const page = (figures: Partial<GatePage> = {}): GatePage => ({
  performance: 90,
  lcp: 2000,
  tbt: 300,
  cls: 0.01,
  jsCssBytes: 150_000,
  ...figures,
});

const run = (pages: Record<string, GatePage>, startUpBytes = 140_000): GateRun => ({
  date: '2026-11-27T05:00:00.000Z',
  commit: 'abc1234',
  loadAverage: [2, 3],
  benchmarkIndex: 1500,
  startUpBytes,
  startUpFiles: 2,
  pages,
});

describe('clearlyWorse', () => {
  it('lets figures move within the noise of a shared machine', () => {
    expect(clearlyWorse('performance', 90, 85)).toBe(false);
    expect(clearlyWorse('tbt', 60, 200)).toBe(false);
    expect(clearlyWorse('tbt', 600, 850)).toBe(false);
    expect(clearlyWorse('lcp', 2000, 2400)).toBe(false);
    expect(clearlyWorse('cls', 0.01, 0.02)).toBe(false);
  });

  it('catches a figure that got clearly worse', () => {
    expect(clearlyWorse('performance', 90, 80)).toBe(true);
    expect(clearlyWorse('tbt', 600, 1000)).toBe(true);
    expect(clearlyWorse('lcp', 2000, 2600)).toBe(true);
    expect(clearlyWorse('cls', 0.01, 0.05)).toBe(true);
    expect(clearlyWorse('jsCssBytes', 150_000, 160_000)).toBe(true);
    expect(clearlyWorse('startUpFiles', 2, 4)).toBe(true);
  });

  it('never calls a better figure worse', () => {
    expect(clearlyWorse('performance', 70, 99)).toBe(false);
    expect(clearlyWorse('tbt', 900, 100)).toBe(false);
    expect(clearlyWorse('startUpBytes', 150_000, 100_000)).toBe(false);
  });
});

describe('compareRuns', () => {
  it('marks only the figures that got clearly worse, page by page', () => {
    const last = run({ '/': page(), '/calls': page() });
    const now = run({ '/': page({ tbt: 320 }), '/calls': page({ tbt: 900 }) }, 150_000);
    const worse = compareRuns(last, now).filter((change) => change.worse);
    expect(worse.map(({ page, figure }) => `${page} ${figure}`)).toEqual([
      '/ start-up startUpBytes',
      '/calls tbt',
    ]);
  });

  it('compares nothing on a first run or for a page measured for the first time', () => {
    expect(compareRuns(undefined, run({ '/': page() })).some((change) => change.worse)).toBe(false);
    const changes = compareRuns(run({}), run({ '/new': page({ tbt: 5000 }) }));
    expect(changes.find((change) => change.figure === 'tbt')).toMatchObject({
      last: undefined,
      worse: false,
    });
  });
});

describe('formatChanges', () => {
  it('shows a row per page with last and new values in their units, worse ones marked', () => {
    const table = formatChanges(
      compareRuns(run({ '/': page({ tbt: 100 }) }), run({ '/': page({ tbt: 900 }) })),
    );
    const row = table.split('\n').find((line) => line.startsWith('| `/` |'));
    // The start-up set's two columns are empty for a page.
    expect(row).toBe(
      '| `/` |  |  | 90 -> 90 | 2.00 s -> 2.00 s | 100 ms -> 900 ms **worse** | 0.010 -> 0.010 | ' +
        '146.5 KB -> 146.5 KB |',
    );
    expect(table).toContain('| `/ start-up` | 136.7 KB -> 136.7 KB | 2 -> 2 |');
  });
});
