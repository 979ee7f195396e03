import { useMatches } from 'react-router';

/** What each route in app/router.tsx declares besides its component. */
export interface RouteHandle {
  /** Catalogue key of the page title (the document title adds the product name). */
  title: string;
}

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return (
    typeof handle === 'object' &&
    handle !== null &&
    typeof (handle as { title?: unknown }).title === 'string'
  );
}

/** Title key of the deepest matched route that declares one. */
export function useRouteTitleKey(): string | null {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle;
    if (isRouteHandle(handle)) return handle.title;
  }
  return null;
}
