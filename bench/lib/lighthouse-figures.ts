/**
 * The figures the Lighthouse benchmark reports, read from one Lighthouse result (LHR), and their
 * medians over runs. Pure, so it is unit-tested without a browser.
 */
import { median } from './stats.js';

/** The part of a Lighthouse result this reads (lighthouse's own `LH.Result` fits it). */
export interface LighthouseResult {
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<string, { numericValue?: number; details?: object } | undefined>;
}

export interface PageFigures {
  performance: number;
  /** Largest contentful paint, ms (simulated for the preset's network and CPU). */
  lcp: number;
  /** Total blocking time, ms. */
  tbt: number;
  cls: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** Bytes over the wire for the whole load (headers included, as Lighthouse counts them). */
  totalBytes: number;
  /** Scripts and style sheets over the wire. */
  jsCssBytes: number;
  /** Scripts and style sheets whose download ended before the largest paint (observed). */
  jsCssBeforeLcpBytes: number;
}

interface NetworkItem {
  resourceType?: string;
  transferSize?: number;
  networkEndTime?: number;
}

const score = (result: LighthouseResult, category: string) =>
  Math.round((result.categories[category]?.score ?? 0) * 100);

const numeric = (result: LighthouseResult, audit: string) =>
  result.audits[audit]?.numericValue ?? Number.NaN;

/** The rows of an audit's table (details of type 'table' or 'debugdata'). */
const items = (result: LighthouseResult, audit: string): readonly unknown[] =>
  (result.audits[audit]?.details as { items?: readonly unknown[] } | undefined)?.items ?? [];

export function pageFigures(result: LighthouseResult): PageFigures {
  const requests = items(result, 'network-requests') as NetworkItem[];
  const metrics = (items(result, 'metrics')[0] ?? {}) as {
    observedLargestContentfulPaint?: number;
  };
  const observedLcp = metrics.observedLargestContentfulPaint ?? Number.POSITIVE_INFINITY;
  const jsCss = requests.filter(
    (item) => item.resourceType === 'Script' || item.resourceType === 'Stylesheet',
  );
  const bytes = (items: NetworkItem[]) =>
    items.reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
  return {
    performance: score(result, 'performance'),
    lcp: numeric(result, 'largest-contentful-paint'),
    tbt: numeric(result, 'total-blocking-time'),
    cls: numeric(result, 'cumulative-layout-shift'),
    accessibility: score(result, 'accessibility'),
    bestPractices: score(result, 'best-practices'),
    seo: score(result, 'seo'),
    totalBytes: bytes(requests),
    jsCssBytes: bytes(jsCss),
    jsCssBeforeLcpBytes: bytes(jsCss.filter((item) => (item.networkEndTime ?? 0) <= observedLcp)),
  };
}

/** The median of every figure over the runs, each figure on its own. */
export function medianFigures(runs: readonly PageFigures[]): PageFigures {
  const keys = Object.keys(runs[0] ?? {}) as (keyof PageFigures)[];
  return Object.fromEntries(
    keys.map((key) => [key, median(runs.map((run) => run[key]))]),
  ) as unknown as PageFigures;
}
