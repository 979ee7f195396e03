/**
 * Whether the app may take over a prerendered page (home.html, login.html…, scripts/prerender.ts)
 * as it is, with hydrateRoot. Only when it would render the very same markup now: the page is one
 * of those (declared `prerendered` in lib/entities.ts), the visitor is the first-time, English, signed-out
 * one it was rendered for, and the configuration shows the same texts and links. Otherwise the app drops that markup and renders
 * the page itself (index.html's first-screen script has kept it hidden from such visitors).
 */
import { FIRST_SCREEN_CONFIG_FIELDS } from '@dapnet/model';
import { holdsPrerenderedPage } from '../app/layout/static-frame';
import { pageAt } from '../app/route-data';
import { type AppConfig, DEFAULT_CONFIG } from '../lib/config';
import { DEFAULT_LANGUAGE } from '../lib/languages';

export interface TakeOverContext {
  root: HTMLElement;
  config: AppConfig;
  session: { user: unknown; language: string; cookieConsent: boolean };
  location: Pick<Location, 'pathname'>;
  /** The history entry's state: a page that sent a guest home leaves a notice to show there. */
  historyState: unknown;
}

export function canTakeOver({
  root,
  config,
  session,
  location,
  historyState,
}: TakeOverContext): boolean {
  const routerState = (historyState ?? {}) as { usr?: unknown };
  return (
    holdsPrerenderedPage(root) &&
    root.ownerDocument.documentElement.dataset.prerender !== 'skip' &&
    pageAt(location.pathname)?.firstVisit?.prerendered !== undefined &&
    routerState.usr == null &&
    session.user === null &&
    session.language === DEFAULT_LANGUAGE &&
    !session.cookieConsent &&
    // The model's showsDefaultFirstScreen, against the defaults the start-up code has already.
    FIRST_SCREEN_CONFIG_FIELDS.every(
      (field) => JSON.stringify(config[field]) === JSON.stringify(DEFAULT_CONFIG[field]),
    )
  );
}

/** Removes markup that is not taken over and shows what the app renders in its place. */
export function dropPrerendered(root: HTMLElement): void {
  root.replaceChildren();
  delete root.ownerDocument.documentElement.dataset.prerender;
}

/**
 * Clicks on the prerendered page's buttons and links before the app has taken it over would do
 * nothing (or load the page anew): index.html's first-screen script holds them in
 * `window.dapnetHeldClicks`. This ends the holding and makes the held clicks again on the
 * elements still there (hydration keeps them), now that the app answers them.
 */
export function releaseHeldClicks(): void {
  const held = window.dapnetHeldClicks ?? [];
  window.dapnetHeldClicks = undefined;
  for (const element of held) if (element.isConnected) element.click();
}
