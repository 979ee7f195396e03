/**
 * Reads the long main-thread tasks out of a Chromium trace (the events of CDP `Tracing`), and
 * what each one is made of. Pure, so it is unit-tested without a browser.
 */

/** One trace event, as Chromium's trace format writes it (times in microseconds). */
export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { url?: string; functionName?: string; type?: string } };
}

export interface LongTask {
  /** Since the navigation started (or the trace, without a navigation mark), ms. */
  startMs: number;
  ms: number;
  /** Its biggest pieces, largest first: what ran ("EvaluateScript index.js") and for how long. */
  parts: { what: string; ms: number }[];
  /**
   * With a CPU profile: the functions it spent most time in (their own time, or by component),
   * largest first.
   */
  functions?: { what: string; ms: number }[];
}

/** A CPU profile of CDP's `Profiler` (times in microseconds, on the trace's clock). */
export interface CpuProfile {
  nodes: {
    id: number;
    callFrame: { functionName: string; url: string; lineNumber: number };
    children?: number[];
  }[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

/** What the samples are counted under: the function they were in, or the component. */
export type Attribution = 'function' | 'component';

/** A name as the app's components (`CallForm`) and hooks (`useTableRows`) have, not minified. */
const COMPONENT_NAME = /^(?:[A-Z][A-Za-z0-9]{3,}|use[A-Z][A-Za-z0-9]*)$/;

/**
 * The frame each profile node's time is counted under. By component: the nearest component or
 * hook up the node's stack, so that the time a library spends for a component (the runtime's
 * diffing, the kit's style hooks, whose names are minified) is counted as that component's; the
 * node's own frame where none is above it.
 */
function attributedFrames(profile: CpuProfile, attribution: Attribution) {
  const own = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
  if (attribution === 'function') return own;
  const parents = new Map<number, number>();
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parents.set(child, node.id);
  const counted = new Map<number, CpuProfile['nodes'][number]['callFrame']>();
  for (const node of profile.nodes) {
    let id: number | undefined = node.id;
    while (id !== undefined && !COMPONENT_NAME.test(own.get(id)?.functionName ?? '')) {
      id = parents.get(id);
    }
    counted.set(node.id, own.get(id ?? node.id) ?? node.callFrame);
  }
  return counted;
}

/**
 * Time per function (name, file and line) of the samples between `from` and `to`: each
 * function's own time, or by component (see attributedFrames).
 */
function hotFunctions(profile: CpuProfile, from: number, to: number, attribution: Attribution) {
  const frames = attributedFrames(profile, attribution);
  const sums = new Map<string, number>();
  let time = profile.startTime;
  profile.samples.forEach((sample, index) => {
    time += profile.timeDeltas[index] ?? 0;
    if (time < from || time >= to) return;
    const frame = frames.get(sample);
    if (!frame) return;
    const where = frame.url ? ` ${fileName(frame.url)}:${frame.lineNumber + 1}` : '';
    const what = `${frame.functionName || '(anonymous)'}${where}`;
    // A sample stands for the time until the next one, within the task.
    const next = time + (profile.timeDeltas[index + 1] ?? 0);
    sums.set(what, (sums.get(what) ?? 0) + Math.min(next, to) - time);
  });
  return [...sums]
    .map(([what, dur]) => ({ what, ms: dur / 1000 }))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, 8);
}

/** Over this a task blocks input noticeably (the Long Tasks API's and Lighthouse's 50 ms). */
export const LONG_TASK_MS = 50;

/** The pieces of a task worth naming; what is in none of them is "other". */
const PIECES = new Set([
  'EvaluateScript',
  'v8.compileModule',
  'v8.evaluateModule',
  'FunctionCall',
  'TimerFire',
  'FireAnimationFrame',
  'FireIdleCallback',
  'RunMicrotasks',
  'EventDispatch',
  'ParseHTML',
  'ParseAuthorStyleSheet',
  'UpdateLayoutTree',
  'Layout',
  'PrePaint',
  'Paint',
  'Layerize',
  'HitTest',
  'v8.compile',
  'V8.GC_MARK_COMPACTOR',
  'MajorGC',
  'MinorGC',
]);

const fileName = (url: string) => url.split('?')[0]!.split('/').pop() || url;

function describe(event: TraceEvent): string {
  const data = event.args?.data;
  if (event.name === 'EventDispatch' && data?.type) return `EventDispatch ${data.type}`;
  if (data?.url) return `${event.name} ${fileName(data.url)}`;
  return event.name;
}

/** The renderer's main thread that ran the most: the page's (not about:blank's, not a worker's). */
function pageMainThread(events: readonly TraceEvent[]): string | undefined {
  const mainThreads = new Set(
    events
      .filter((event) => event.ph === 'M' && event.name === 'thread_name')
      .filter((event) => event.args?.name === 'CrRendererMain')
      .map((event) => `${event.pid}:${event.tid}`),
  );
  const busy = new Map<string, number>();
  for (const event of events) {
    const thread = `${event.pid}:${event.tid}`;
    if (event.name !== 'RunTask' || !mainThreads.has(thread)) continue;
    busy.set(thread, (busy.get(thread) ?? 0) + (event.dur ?? 0));
  }
  return [...busy].sort((a, b) => b[1] - a[1])[0]?.[0];
}

export function longTasks(
  events: readonly TraceEvent[],
  overMs = LONG_TASK_MS,
  profile?: CpuProfile,
  attribution: Attribution = 'function',
): LongTask[] {
  const thread = pageMainThread(events);
  if (!thread) return [];
  const onThread = events
    .filter((event) => `${event.pid}:${event.tid}` === thread && event.ph === 'X')
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const navigation = events.find((event) => event.name === 'navigationStart');
  const origin = navigation?.ts ?? onThread[0]?.ts ?? 0;
  const tasks = onThread.filter(
    (event) => event.name === 'RunTask' && (event.dur ?? 0) > overMs * 1000,
  );
  return tasks.map((task) => {
    const end = task.ts + (task.dur ?? 0);
    const sums = new Map<string, number>();
    let coveredUntil = task.ts;
    // Only the outermost named pieces count, so nested ones are not counted twice.
    for (const event of onThread) {
      if (event.ts < task.ts || event.ts >= end || !PIECES.has(event.name)) continue;
      if (event.ts < coveredUntil) continue;
      const what = describe(event);
      sums.set(what, (sums.get(what) ?? 0) + (event.dur ?? 0));
      coveredUntil = event.ts + (event.dur ?? 0);
    }
    const named = [...sums.values()].reduce((total, dur) => total + dur, 0);
    const other = (task.dur ?? 0) - named;
    if (other > 0) sums.set('other', other);
    return {
      startMs: (task.ts - origin) / 1000,
      ms: (task.dur ?? 0) / 1000,
      parts: [...sums]
        .map(([what, dur]) => ({ what, ms: dur / 1000 }))
        .sort((a, b) => b.ms - a.ms)
        .slice(0, 6),
      ...(profile ? { functions: hotFunctions(profile, task.ts, end, attribution) } : {}),
    };
  });
}
