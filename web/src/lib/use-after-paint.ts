import { startTransition, useEffect, useState } from 'react';

/**
 * Runs `run` once the browser has painted its next frame: a frame's callback runs before its
 * paint, a timer set from it after. Returns a function that cancels it.
 */
export function afterNextPaint(run: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(run, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/**
 * False in a component's first render; true once the browser has painted the screen that render
 * made, in a render of its own. For work a screen can show a moment later, so that it does not
 * lengthen the task that first shows the page: on a phone one long task holds up the paint and
 * any tap (issue 9: the map's Leaflet set-up, which measures the freshly rendered page).
 */
export function useAfterPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => afterNextPaint(() => startTransition(() => setPainted(true))), []);
  return painted;
}
