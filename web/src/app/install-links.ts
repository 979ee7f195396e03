/**
 * The links to the web app manifest and the home-screen icon, added once the first screen is up
 * instead of written in index.html. A browser fetches both, and the manifest's icon, as soon as it
 * sees the links: on a phone's first visit over HTTP/1.1 those requests took connections and
 * bandwidth from the page's own code before its first rows (bench/README.md). Installing the app
 * needs them only later, and browsers notice a manifest link that appears after the load
 * (e2e/tests/installable.spec.ts).
 */
import { whenFirstScreenShown } from '../lib/first-screen';

const INSTALL_LINKS: { rel: string; href: string }[] = [
  { rel: 'manifest', href: 'manifest.webmanifest' },
  { rel: 'apple-touch-icon', href: 'icons/icon-192.png' },
];

/** Adds the links to the head, once: a link already there is left as it is. */
export function addInstallLinks(head: HTMLHeadElement, base: string): void {
  for (const { rel, href } of INSTALL_LINKS) {
    if (head.querySelector(`link[rel="${rel}"]`)) continue;
    const link = head.ownerDocument.createElement('link');
    link.rel = rel;
    link.href = `${base}${href}`;
    head.append(link);
  }
}

/** Adds the links once the page's first screen is up (lib/first-screen.ts). */
export function linkInstallFilesAfterFirstScreen(): void {
  whenFirstScreenShown(() => addInstallLinks(document.head, import.meta.env.BASE_URL));
}
