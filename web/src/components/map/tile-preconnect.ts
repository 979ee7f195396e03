/**
 * A page that opens with a map connects to the tile server as soon as the configuration names
 * it, not when the map first asks for tiles: on a phone, setting up a connection to another
 * origin costs two or three round trips, which otherwise come after the page's whole first render
 * (issue 9). Leaflet fills `{s}` from its default subdomains, a, b and c.
 */
const LEAFLET_SUBDOMAINS = ['a', 'b', 'c'];

/** The origins a tile address template loads from; none for an address of this site. */
export function tileOrigins(template: string, here: string): string[] {
  const addresses = template.includes('{s}')
    ? LEAFLET_SUBDOMAINS.map((subdomain) => template.replaceAll('{s}', subdomain))
    : [template];
  const own = new URL(here).origin;
  const origins = addresses.flatMap((address) => {
    try {
      const { origin } = new URL(address.replace(/\{[^}]*\}/g, '0'), here);
      return origin === own || origin === 'null' ? [] : [origin];
    } catch {
      return [];
    }
  });
  return [...new Set(origins)];
}

/** Adds a `preconnect` hint for each tile origin (image requests: without CORS). */
export function preconnectToTiles(template: string, document: Document): void {
  for (const origin of tileOrigins(template, document.location.href)) {
    const link = document.createElement('link');
    link.rel = 'preconnect';
    link.href = origin;
    document.head.append(link);
  }
}
