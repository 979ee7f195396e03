import { startTransition, useCallback, useEffect, useState } from 'react';

/** The longest the parts after the map wait for its tiles: a tile server may not answer. */
const LONGEST_WAIT_MS = 3000;

/**
 * For the parts of a map page its first screen does not need (the map page's side panel, with
 * the UI kit it brings): false until the map's first tiles are painted, or failed, then true.
 * Their code would otherwise be downloaded and run while the tiles are, and on a phone the
 * tiles, which are what the visitor waits for, would come later (issue 9). Pass `onTilesSettled`
 * to the BaseMap.
 */
export function useAfterFirstTiles(): { ready: boolean; onTilesSettled: () => void } {
  const [ready, setReady] = useState(false);
  const onTilesSettled = useCallback(() => {
    // After the frame that paints them, as a transition: the page stays responsive meanwhile.
    requestAnimationFrame(() => setTimeout(() => startTransition(() => setReady(true)), 0));
  }, []);
  useEffect(() => {
    const timer = setTimeout(onTilesSettled, LONGEST_WAIT_MS);
    return () => clearTimeout(timer);
  }, [onTilesSettled]);
  return { ready, onTilesSettled };
}
