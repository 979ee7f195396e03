import { startTransition, useEffect, useState } from 'react';

/**
 * False in a component's first render, true in a second, interruptible one right after it: for
 * the parts of a page its first screen does not need, so that they do not hold up what the
 * visitor waits for (on the map page, the map and its tiles; issue 9).
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    startTransition(() => setPainted(true));
  }, []);
  return painted;
}
