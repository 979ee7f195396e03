import { useMatches } from 'react-router';

/** What each route in app/router.tsx declares besides its component. */
export interface RouteHandle {
  /** Catalogue key of the page title (the document title adds the product name). */
  title?: string;
  /**
   * The source file (below src/app/) of the code the route loads the first time it is visited:
   * the build finds its chunk by it for the pages manifest (scripts/pages-manifest.ts).
   */
  code?: string;
}

function isTitledHandle(handle: unknown): handle is RouteHandle & { title: string } {
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
    if (isTitledHandle(handle)) return handle.title;
  }
  return null;
}
