import { useEffect, useEffectEvent, useRef } from 'react';
import { useBlocker, type Location } from 'react-router';

/** What FormPage's Abort link carries, so a guard can tell Abort from the other ways out. */
export const ABORT_STATE = { abortForm: true } as const;

export function isAbort(location: Location): boolean {
  return (location.state as { abortForm?: unknown } | null)?.abortForm === true;
}

interface LeaveGuard {
  /** Whether leaving for `next` must be asked about first. */
  shouldAsk: (next: Location) => boolean;
  /** The question; true lets the user go. */
  ask: (next: Location) => Promise<boolean>;
  /** Runs once the user has agreed to go, before the page changes. */
  onLeave?: (next: Location) => void;
  /** Also asks the browser to confirm closing or reloading the tab (its own wording). */
  guardTab: boolean;
}

/**
 * Holds a navigation away from a form until the user has answered `ask`: a link or Abort inside
 * the app through the router's blocker, closing or reloading the tab through `beforeunload`.
 * Staying on the page (another query string) is never asked about.
 */
export function useLeaveGuard({ shouldAsk, ask, onLeave, guardTab }: LeaveGuard) {
  // The router keeps the latest function and calls it as a navigation starts.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      nextLocation.pathname !== currentLocation.pathname && shouldAsk(nextLocation),
  );

  const asking = useRef(false);
  const answer = useEffectEvent((next: Location) => ask(next));
  const leave = useEffectEvent((next: Location) => onLeave?.(next));
  useEffect(() => {
    if (blocker.state !== 'blocked' || asking.current) return;
    asking.current = true;
    const next = blocker.location;
    void answer(next).then((agreed) => {
      asking.current = false;
      if (agreed) {
        leave(next);
        blocker.proceed();
      } else {
        blocker.reset();
      }
    });
  }, [blocker]);

  useEffect(() => {
    if (!guardTab) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show their question only when this is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [guardTab]);
}
