/**
 * The perf gate's judgement (perf-gate.ts): this run's figures beside the last recorded ones,
 * and which of them got clearly worse. Lighthouse figures on a shared machine move by a few
 * points and tens of milliseconds between runs of the same build, so a figure counts as worse
 * only past a margin that such noise stays within. Pure, so it is unit-tested without a browser.
 */

/** The figures of one page, Lighthouse mobile, median of the runs. */
export interface GatePage {
  performance: number;
  /** ms */
  lcp: number;
  /** ms */
  tbt: number;
  cls: number;
  /** Scripts and style sheets over the wire, bytes. */
  jsCssBytes: number;
}

/** One gate run, as perf-gate.json records it. */
export interface GateRun {
  /** ISO date and time of the run. */
  date: string;
  commit: string;
  /** One-minute load average at the start and the end of the run. */
  loadAverage: [number, number];
  /** Lighthouse's benchmark index of the machine (median over the pages). */
  benchmarkIndex: number;
  /** The start-up set of `/` (scripts and styles before the app starts), gzip -9 bytes. */
  startUpBytes: number;
  startUpFiles: number;
  pages: Record<string, GatePage>;
}

export interface Change {
  page: string;
  figure: keyof GatePage | 'startUpBytes' | 'startUpFiles';
  last: number | undefined;
  now: number;
  worse: boolean;
}

/**
 * How much worse a figure may get before the gate fails: the larger of an absolute and a relative
 * margin (TBT of 60 ms going to 120 ms is noise; 600 ms to 1,200 ms is not).
 */
export const MARGINS: Record<Change['figure'], { absolute: number; relative: number }> = {
  performance: { absolute: 6, relative: 0 },
  lcp: { absolute: 500, relative: 0.25 },
  tbt: { absolute: 150, relative: 0.5 },
  cls: { absolute: 0.02, relative: 0 },
  jsCssBytes: { absolute: 4096, relative: 0.05 },
  startUpBytes: { absolute: 2048, relative: 0.02 },
  startUpFiles: { absolute: 1, relative: 0 },
};

/** Performance is better when higher; every other figure when lower. */
const HIGHER_IS_BETTER = new Set<Change['figure']>(['performance']);

export function clearlyWorse(figure: Change['figure'], last: number, now: number): boolean {
  const { absolute, relative } = MARGINS[figure];
  const allowed = Math.max(absolute, Math.abs(last) * relative);
  const loss = HIGHER_IS_BETTER.has(figure) ? last - now : now - last;
  return loss > allowed;
}

/** Every figure of `now` beside `last` (a page or figure new in `now` has no last value). */
export function compareRuns(last: GateRun | undefined, now: GateRun): Change[] {
  const changes: Change[] = [];
  const add = (page: string, figure: Change['figure'], was: number | undefined, is: number) =>
    changes.push({
      page,
      figure,
      last: was,
      now: is,
      worse: was !== undefined && clearlyWorse(figure, was, is),
    });
  add('/ start-up', 'startUpBytes', last?.startUpBytes, now.startUpBytes);
  add('/ start-up', 'startUpFiles', last?.startUpFiles, now.startUpFiles);
  for (const [page, figures] of Object.entries(now.pages)) {
    for (const figure of Object.keys(figures) as (keyof GatePage)[]) {
      add(page, figure, last?.pages[page]?.[figure], figures[figure]);
    }
  }
  return changes;
}

const FORMATS: Record<Change['figure'], (value: number) => string> = {
  performance: (value) => String(Math.round(value)),
  lcp: (value) => `${(value / 1000).toFixed(2)} s`,
  tbt: (value) => `${Math.round(value)} ms`,
  cls: (value) => value.toFixed(3),
  jsCssBytes: (value) => `${(value / 1024).toFixed(1)} KB`,
  startUpBytes: (value) => `${(value / 1024).toFixed(1)} KB`,
  startUpFiles: (value) => String(value),
};

/** The comparison as a Markdown table, a row per page, "last -> now", worse figures marked. */
export function formatChanges(changes: readonly Change[]): string {
  const pages = [...new Set(changes.map((change) => change.page))];
  const figures = [...new Set(changes.map((change) => change.figure))];
  const cell = (change: Change | undefined) => {
    if (!change) return '';
    const format = FORMATS[change.figure];
    const last = change.last === undefined ? '(none)' : format(change.last);
    return `${last} -> ${format(change.now)}${change.worse ? ' **worse**' : ''}`;
  };
  const lines = [
    `| page | ${figures.join(' | ')} |`,
    `|---|${figures.map(() => '---').join('|')}|`,
    ...pages.map((page) => {
      const ofPage = (figure: Change['figure']) =>
        changes.find((change) => change.page === page && change.figure === figure);
      return `| \`${page}\` | ${figures.map((figure) => cell(ofPage(figure))).join(' | ')} |`;
    }),
  ];
  return lines.join('\n');
}
