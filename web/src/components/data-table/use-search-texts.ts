import { useEffect, useMemo } from 'react';
import { SearchTexts, type Column } from './table-model';

/** Time one slice of background work may take when the browser cannot say how idle it is. */
const SLICE_MS = 8;

/**
 * Runs `work` in the browser's idle time, slice after slice, until it reports that it is done;
 * returns a cancel function. Browsers without `requestIdleCallback` (Safari) get short timer
 * slices instead.
 */
function whileIdle(work: (hasTime: () => boolean) => boolean): () => void {
  let cancelled = false;
  if (typeof window.requestIdleCallback === 'function') {
    let handle = 0;
    const step = (deadline: IdleDeadline) => {
      if (!cancelled && !work(() => deadline.timeRemaining() > 1)) {
        handle = window.requestIdleCallback(step);
      }
    };
    handle = window.requestIdleCallback(step);
    return () => {
      cancelled = true;
      window.cancelIdleCallback(handle);
    };
  }
  let timer = 0;
  const step = () => {
    const end = performance.now() + SLICE_MS;
    if (!cancelled && !work(() => performance.now() < end)) timer = window.setTimeout(step, 0);
  };
  timer = window.setTimeout(step, 0);
  return () => {
    cancelled = true;
    window.clearTimeout(timer);
  };
}

/**
 * The search texts of a data set. They are made in idle time after the first page is painted,
 * so a big list shows at once and is ready by the time someone types; a search that comes
 * sooner makes the missing texts itself.
 */
export function useSearchTexts<Row>(
  rows: readonly Row[],
  columns: readonly Column<Row>[],
): SearchTexts<Row> {
  const texts = useMemo(() => new SearchTexts(rows, columns), [rows, columns]);
  useEffect(() => whileIdle((hasTime) => texts.fill(hasTime)), [texts]);
  return texts;
}
