import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * After moving to another page, focus goes to the main region, so keyboard and screen-reader
 * users start at the new content instead of somewhere in the old page's place.
 */
export function useFocusOnNavigate(targetId: string): void {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    document.getElementById(targetId)?.focus({ preventScroll: true });
  }, [pathname, targetId]);
}
