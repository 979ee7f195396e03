import { PRODUCT_NAME } from '../../lib/build-info';
import { paths } from '../../lib/paths';
import barClasses from './navigation-bar.module.css';
import shellClasses from './shell.module.css';

/** Marks the static frame in #root, so the start-up code tells it from a prerendered page. */
export const STATIC_FRAME_ATTRIBUTE = 'data-static-frame';

/**
 * The frame of every page without its contents: the bar with the product's name and the empty
 * page area, with the shell's and the bar's own classes. The build puts it into index.html
 * (scripts/prerender.ts), so a page that is not prerendered paints its frame before any script
 * has run instead of staying white; the app's first render replaces it with the same frame
 * (the router's HydrateFallback is the Shell), so nothing moves. It holds no text but the
 * product's name: it is shown to every visitor, in every language, signed in or not. The server
 * puts the page's own part, its title in the visitor's language, into its `<main>`
 * (prerender/page-frame.tsx, server/src/routes/site/page-html.ts).
 */
export function StaticFrame() {
  return (
    <div className={shellClasses.shell} {...{ [STATIC_FRAME_ATTRIBUTE]: '' }}>
      <header className={barClasses.header}>
        <div className={barClasses.bar}>
          <a href={paths.home.path} className={barClasses.brand}>
            {PRODUCT_NAME}
          </a>
        </div>
      </header>
      <main className={shellClasses.main} />
    </div>
  );
}

/** Whether #root holds a prerendered page (home.html, login.html…), not only the static frame. */
export function holdsPrerenderedPage(root: HTMLElement): boolean {
  const first = root.firstElementChild;
  return first !== null && !first.hasAttribute(STATIC_FRAME_ATTRIBUTE);
}
