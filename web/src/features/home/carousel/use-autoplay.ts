import { useEffect, type Dispatch, type SetStateAction } from 'react';

interface AutoplayOptions {
  /** The user's choice (the pause button); off from the start under reduced motion. */
  playing: boolean;
  /** Pointer over the carousel or keyboard focus inside it: a temporary hold. */
  held: boolean;
  intervalMs: number;
  /** The shown slide and its setter; after the last slide comes the first. */
  slide: number;
  setSlide: Dispatch<SetStateAction<number>>;
  count: number;
}

/**
 * Moves on after `intervalMs` while playing and not held. The wait restarts with every slide,
 * however it was reached, so each one gets its full time.
 */
export function useAutoplay({
  playing,
  held,
  intervalMs,
  slide,
  setSlide,
  count,
}: AutoplayOptions) {
  useEffect(() => {
    if (!playing || held) return;
    const timer = setTimeout(() => setSlide((current) => (current + 1) % count), intervalMs);
    return () => clearTimeout(timer);
  }, [playing, held, intervalMs, slide, setSlide, count]);
}
