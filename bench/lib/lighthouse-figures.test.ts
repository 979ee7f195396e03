import { describe, expect, it } from 'vitest';
import { medianFigures, pageFigures, type LighthouseResult } from './lighthouse-figures.js';

function result(performance: number, lcp: number): LighthouseResult {
  return {
    categories: {
      performance: { score: performance },
      accessibility: { score: 1 },
      'best-practices': { score: 0.96 },
      seo: { score: null },
    },
    audits: {
      'largest-contentful-paint': { numericValue: lcp },
      'total-blocking-time': { numericValue: 40 },
      'cumulative-layout-shift': { numericValue: 0.01 },
      metrics: { details: { items: [{ observedLargestContentfulPaint: 500 }] } },
      'network-requests': {
        details: {
          items: [
            { resourceType: 'Document', transferSize: 1000, networkEndTime: 50 },
            { resourceType: 'Script', transferSize: 30_000, networkEndTime: 200 },
            { resourceType: 'Stylesheet', transferSize: 5000, networkEndTime: 300 },
            { resourceType: 'Script', transferSize: 20_000, networkEndTime: 900 },
            { resourceType: 'Fetch', transferSize: 4000, networkEndTime: 400 },
          ],
        },
      },
    },
  };
}

describe('pageFigures', () => {
  it('reads the scores, metrics and bytes of one run', () => {
    expect(pageFigures(result(0.97, 1800))).toEqual({
      performance: 97,
      lcp: 1800,
      tbt: 40,
      cls: 0.01,
      accessibility: 100,
      bestPractices: 96,
      seo: 0,
      totalBytes: 60_000,
      jsCssBytes: 55_000,
      jsCssBeforeLcpBytes: 35_000,
    });
  });
});

describe('medianFigures', () => {
  it('takes the median of each figure on its own', () => {
    const runs = [result(0.9, 3000), result(0.99, 1000), result(0.95, 2000)].map(pageFigures);
    expect(medianFigures(runs)).toMatchObject({ performance: 95, lcp: 2000, tbt: 40 });
  });
});
