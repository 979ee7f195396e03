import { useCallback, useRef, useState } from 'react';

/**
 * The width in pixels of the element the returned ref is put on, kept up to date as it changes
 * (a font that loads, a language switched); 0 until it has been measured.
 */
export function useElementWidth<Element extends HTMLElement>() {
  const [width, setWidth] = useState(0);
  const observer = useRef<ResizeObserver | null>(null);
  const ref = useCallback((element: Element | null) => {
    observer.current?.disconnect();
    observer.current = null;
    if (!element || typeof ResizeObserver === 'undefined') return;
    observer.current = new ResizeObserver(([entry]) => {
      if (entry) setWidth(entry.contentRect.width);
    });
    observer.current.observe(element);
  }, []);
  return { ref, width };
}
