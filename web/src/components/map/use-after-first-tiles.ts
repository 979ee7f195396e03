import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { afterNextPaint } from '../../lib/use-after-paint';

/** The longest the parts after the map wait for its tiles: a tile server may not answer. */
const LONGEST_WAIT_MS = 3000;

/**
 * For the parts of a map page its first screen does not need (the map page's side panel, with
 * the UI kit it brings): false until the map's first tiles are painted, or failed, then true.
 * Their code would otherwise be downloaded and run while the tiles are, and on a phone the
 * tiles, which are what the visitor waits for, would come later (issue 9). Pass `onTilesSettled`
 * to the BaseMap; it fires again after every pan, which changes nothing once the parts are there.
 */
export function useAfterFirstTiles(): { ready: boolean; onTilesSettled: () => void } {
  const [ready, setReady] = useState(false);
  const cancel = useRef<(() => void) | null>(null);
  const onTilesSettled = useCallback(() => {
    // Once, after the frame that paints them, as a transition: the page stays responsive.
    cancel.current ??= afterNextPaint(() => startTransition(() => setReady(true)));
  }, []);
  useEffect(() => {
    const timer = setTimeout(onTilesSettled, LONGEST_WAIT_MS);
    return () => {
      clearTimeout(timer);
      cancel.current?.();
      cancel.current = null;
    };
  }, [onTilesSettled]);
  return { ready, onTilesSettled };
}
