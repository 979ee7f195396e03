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
});
