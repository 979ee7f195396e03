/**
 * The previous front end used hash routing (/#/transmitters/map/db0abc), and such permalinks are
 * still around in chats and wikis. Turns one into the real path; null when it is not one.
 */
export function pathFromLegacyHash(hash: string): string | null {
  if (!hash.startsWith('#/')) return null;
  const path = hash.slice(1);
  if (path.startsWith('//')) return null;
  return path;
}

/** Rewrites the address bar before the router reads it, without adding a history entry. */
export function redirectLegacyHash(location: Location, history: History): void {
  const path = pathFromLegacyHash(location.hash);
  if (path !== null) history.replaceState(null, '', path);
}
