import { startTransition, useEffect, useState } from 'react';

/**
 * False in a component's first render; true once the browser has painted the screen that render
 * made, in a render of its own. For work a screen can show a moment later, so that it does not
 * lengthen the task that first shows the page: on a phone one long task holds up the paint and
 * any tap (issue 9: the map's Leaflet set-up, which measures the freshly rendered page).
 */
export function useAfterPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A frame's callback runs before its paint; a timer set from it runs after the paint.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setPainted(true)), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}
