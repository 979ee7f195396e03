import { describe, expect, it } from 'vitest';
import { longTasks, type TraceEvent } from './long-tasks.js';

const MAIN = { pid: 1, tid: 7 };
const OTHER_RENDERER = { pid: 2, tid: 9 };

const meta = (thread: { pid: number; tid: number }): TraceEvent => ({
  name: 'thread_name',
  ph: 'M',
  ts: 0,
  ...thread,
  args: { name: 'CrRendererMain' },
});

/** A complete event on a thread: start and duration in ms. */
const at = (
  thread: { pid: number; tid: number },
  name: string,
  startMs: number,
  ms: number,
  url?: string,
): TraceEvent => ({
  name,
  ph: 'X',
  ts: startMs * 1000,
  dur: ms * 1000,
  ...thread,
  ...(url ? { args: { data: { url } } } : {}),
});

describe('longTasks', () => {
  it('finds the tasks over 50 ms on the page main thread and names their outermost pieces', () => {
    const events: TraceEvent[] = [
      meta(MAIN),
      meta(OTHER_RENDERER),
      { name: 'navigationStart', ph: 'R', ts: 100_000, ...MAIN },
      at(MAIN, 'RunTask', 150, 40),
      at(MAIN, 'RunTask', 200, 120),
      at(MAIN, 'v8.evaluateModule', 205, 80),
      // nested in the evaluation: not counted a second time
      at(MAIN, 'FunctionCall', 210, 30, 'http://host/assets/index-abc.js'),
      at(MAIN, 'Layout', 290, 20),
      at(MAIN, 'RunTask', 400, 60),
      at(MAIN, 'TimerFire', 401, 55),
      at(OTHER_RENDERER, 'RunTask', 0, 30),
    ];
    const tasks = longTasks(events);
    expect(tasks.map((task) => [task.startMs, task.ms])).toEqual([
      [100, 120],
      [300, 60],
    ]);
    expect(tasks[0]!.parts).toEqual([
      { what: 'v8.evaluateModule', ms: 80 },
      { what: 'Layout', ms: 20 },
      { what: 'other', ms: 20 },
    ]);
    expect(tasks[1]!.parts[0]).toEqual({ what: 'TimerFire', ms: 55 });
  });

  it('names the script a function call ran and attributes CPU samples to the task', () => {
    const events: TraceEvent[] = [
      meta(MAIN),
      at(MAIN, 'RunTask', 0, 100),
      at(MAIN, 'FunctionCall', 0, 90, 'http://host/assets/index-abc.js?v=1'),
    ];
    const profile = {
      nodes: [
        {
          id: 1,
          callFrame: {
            functionName: 'render',
            url: 'http://host/assets/index-abc.js',
            lineNumber: 9,
          },
        },
        { id: 2, callFrame: { functionName: 'idle', url: '', lineNumber: 0 } },
      ],
      startTime: 0,
      samples: [1, 1, 1, 2],
      timeDeltas: [10_000, 20_000, 20_000, 200_000],
    };
    const [task] = longTasks(events, 50, profile);
    expect(task!.parts[0]).toEqual({ what: 'FunctionCall index-abc.js', ms: 90 });
    // samples at 10, 30 and 50 ms fall in the task (the last one until its end); 250 ms does not
    expect(task!.functions).toEqual([{ what: 'render index-abc.js:10', ms: 90 }]);
  });

  it('counts samples under the nearest component or hook up their stack, when asked to', () => {
    const events: TraceEvent[] = [meta(MAIN), at(MAIN, 'RunTask', 0, 100)];
    const frame = (functionName: string) => ({ functionName, url: '', lineNumber: 0 });
    // A minified diff (K$1) under CallForm; a hook under it; and a task's own top-level function.
    const profile = {
      nodes: [
        { id: 1, callFrame: frame('run'), children: [2] },
        { id: 2, callFrame: frame('CallForm'), children: [3, 4] },
        { id: 3, callFrame: frame('K$1') },
        { id: 4, callFrame: frame('useStyles'), children: [5] },
        { id: 5, callFrame: frame('clsx') },
      ],
      startTime: 0,
      // At 10, 30, 50, 70 and 80 ms; each counts until the next (the last for nothing).
      samples: [3, 3, 5, 1, 1],
      timeDeltas: [10_000, 20_000, 20_000, 20_000, 10_000],
    };
    const [byComponent] = longTasks(events, 50, profile, 'component');
    expect(byComponent!.functions).toEqual([
      { what: 'CallForm', ms: 40 },
      { what: 'useStyles', ms: 20 },
      { what: 'run', ms: 10 },
    ]);
    const [byFunction] = longTasks(events, 50, profile);
    expect(byFunction!.functions!.map((hot) => hot.what)).toEqual(['K$1', 'clsx', 'run']);
  });
});
