import { useEffect, useState, type RefObject } from 'react';

/**
 * True once the element comes within `margin` of the viewport (a negative margin: once it is
 * that far inside it), and from then on. Lets heavy
 * parts (the Leaflet map) load only when the visitor gets near them, e.g. on a phone, where the
 * map sits far below the first screen. Every supported browser has IntersectionObserver; a DOM
 * without it (test environments) never reports the element as near.
 */
export function useNearViewport(target: RefObject<Element | null>, margin = '300px'): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = target.current;
    if (near || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [target, margin, near]);
  return near;
}
