/**
 * React's `useDeferredValue` on Preact. Preact's compatibility layer answers the value itself, so
 * a deferred render is no render of its own: a key in a 100,000-call list searched every row
 * before the key itself was painted (bench/README.md, input to next paint 64 ms against React's
 * 32). Here a new value is first answered with the previous one, so the render of the input paints
 * at once; the new value follows in a render of its own, after that paint. A value that changes
 * again before then (a quick typist) replaces the one waiting, as React restarts its deferred
 * render. Unlike React's, that render cannot be interrupted once it has begun.
 */
import { useEffect, useState } from 'preact/hooks';

/** Runs `run` in a task after the browser's next paint; answers a function that cancels it. */
function afterPaint(run: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  // A hidden tab paints no frame: there the value follows in the next task.
  if (typeof requestAnimationFrame !== 'function' || document.visibilityState === 'hidden') {
    timer = setTimeout(run, 0);
    return () => clearTimeout(timer);
  }
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(run, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

export function useDeferredValue<T>(value: T): T {
  const [shown, setShown] = useState(value);
  const behind = !Object.is(shown, value);
  useEffect(() => {
    if (!behind) return;
    // A function would be called by the state setter: hand the value over as the setter's answer.
    return afterPaint(() => setShown(() => value));
  }, [behind, value]);
  return shown;
}
