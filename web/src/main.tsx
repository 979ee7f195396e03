import './app/styles';
import type { QueryClient } from '@tanstack/react-query';
import { type ReactElement, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppRoot } from './app/app-root';
import { linkInstallFilesAfterFirstScreen } from './app/install-links';
import { holdsPrerenderedPage } from './app/layout/static-frame';
import { registerServiceWorker } from './app/service-worker';
import { nextTask } from './app/next-task';
import { createQueryClient } from './app/query-client';
import {
  firstScreenWaitsForData,
  followNavigations,
  pageAt,
  prefetchRouteData,
} from './app/route-data';
import { createRouter, routerReady } from './app/router';
import { preconnectToTiles } from './components/map/tile-preconnect';
import { followColorScheme } from './features/session/color-scheme';
import { followLanguageInCookie } from './features/session/language-cookie';
import { askToSignInAgain } from './features/session/relogin';
import { followOtherTabs, useSession } from './features/session/session-store';
import { shareSessionAcrossTabs } from './features/session/tab-sync';
import { configureApiClient } from './lib/api-client';
import { dropEarlyRequests } from './lib/early-requests';
import { followSessionWithLiveEvents } from './app/live-events';
import { type AppConfig, configInPage, getConfig, loadConfig, setConfig } from './lib/config';
import { holdUntilFirstScreen } from './lib/first-screen';
import { warmUpFormats } from './lib/format';
import { initI18n } from './lib/i18n';
import { redirectLegacyHash } from './lib/legacy-hash';
import { hydrateInStages, renderInStages } from './lib/staged-render';

/** How long the first page waits for its data once its code is there (see start). */
const FIRST_DATA_WAIT_MS = 400;
/** How long what waits for the first screen waits at most for the page's data (see start). */
const FIRST_SCREEN_WAIT_MS = 5_000;

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The start-up, step by step. Each step is tens of milliseconds on a phone's CPU (the query
 * client, the texts, the router, the services): in tasks of their own (`nextTask`), none blocks a
 * tap for long.
 */
async function start() {
  // Old hash permalinks become real paths before the router reads the address.
  redirectLegacyHash(window.location, window.history);
  const extras = holdExtrasUntilFirstScreen();
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  // Only a prerendered page (home.html, login.html…) has markup to take over; only it loads this.
  // Any other page holds the static frame, which the first render replaces.
  const prerendered = holdsPrerenderedPage(root) ? import('./prerender/take-over') : undefined;

  const queryClient = createQueryClient();
  // A new tab asks the open ones for their session while the configuration and texts load.
  shareSessionAcrossTabs(() => queryClient.clear());
  const { configuration, dataAtOnce } = loadConfiguration(queryClient, prerendered !== undefined);
  await nextTask();
  // The texts start first, so the first page knows their language; then the router, so the
  // page's code loads while the configuration and the texts do.
  const loading = Promise.all([configuration, initI18n(useSession.getState().language)]);
  await nextTask();
  const router = createRouter(queryClient);
  // The page's first formatted number or date would load the language's data in its first
  // render; done now, it fills the wait for the page's code and data instead.
  if (!pageAt(window.location.pathname)?.firstVisit?.formatsNothing)
    warmUpFormats(useSession.getState().language, useSession.getState().timeDisplay);
  const [config, i18n] = await loading;
  await nextTask();
  if (!dataAtOnce) configureServices(config);
  // A page that is not prerendered asks for its data as soon as it can: before the services
  // below, and before the page's code (preloaded from index.html) takes the main thread.
  const earlyData = prerendered
    ? undefined
    : (dataAtOnce ?? prefetchRouteData(queryClient, window.location, useSession.getState().user));
  followServices(queryClient);

  const takeOverModule = await prerendered;
  await nextTask();
  const onShown = () => {
    takeOverModule?.releaseHeldClicks();
    extras.appShown();
  };
  const app = <AppRoot queryClient={queryClient} i18n={i18n} router={router} />;
  const takeOver =
    takeOverModule?.canTakeOver({
      root,
      config,
      session: useSession.getState(),
      location: window.location,
      historyState: window.history.state,
    }) ?? false;
  // The page's data is asked for now, while its code may still be on its way, and so is the data
  // of every page navigated to later. Not when taking over a prerendered page: data that arrived
  // before would make the markup differ from the prerendered one, so the page asks for it itself
  // once it has taken over (so does /version's, with its versions).
  const prefetch = (location: { pathname: string; search: string }) =>
    prefetchRouteData(queryClient, location, useSession.getState().user);
  const firstPageData = takeOver ? undefined : (earlyData ?? prefetch(window.location));
  // What index.html's first-screen script sent and the first page did not take: stale later.
  dropEarlyRequests();
  const waitForData = firstPageData && firstScreenWaitsForData(window.location);
  followNavigations(router, prefetch);

  // Either way React renders only once the router has the page's code: taking over, it would
  // render nothing in the markup's place; rendering anew, a router that got ready during the
  // sliced first render would go unheard (its provider subscribes when that render is committed)
  // and the page would never show. Until then the prerendered page or index.html's static frame
  // is on show.
  if (!takeOver) takeOverModule?.dropPrerendered(root);
  await routerReady(router);
  // A list whose rows are nearly there is shown with them, rather than loading first and then
  // moving everything below it when they arrive; a slow API holds the page back no longer.
  if (waitForData) await Promise.race([firstPageData, delay(FIRST_DATA_WAIT_MS)]);
  // The page's modules were evaluated in this task: the first render goes in one of its own.
  await nextTask();
  renderApp(root, app, takeOver, onShown);
  // Offline use and installing as an app: after the page has loaded, when the browser is idle.
  registerServiceWorker();
  linkInstallFilesAfterFirstScreen();
  extras.releaseAfter(firstPageData);
}

/**
 * The app's first render: taking the prerendered page over, or anew. As a transition, React
 * renders in short slices and the browser stays responsive meanwhile. Preact renders in one task:
 * both are staged instead (lib/staged-render.tsx), a new render beside the static frame. Clicks
 * on a prerendered page wait until every part is taken over (index.html's first-screen script
 * holds them; `onShown` lets them through).
 */
function renderApp(root: HTMLElement, app: ReactElement, takeOver: boolean, onShown: () => void) {
  startTransition(() => {
    if (takeOver) hydrateInStages(() => hydrateRoot(root, app), onShown);
    else renderInStages(root, (container) => createRoot(container).render(app), onShown);
  });
}

/**
 * The navigation bar's and the footer's extras (lib/first-screen.ts) wait until the app is on the
 * screen and the page's first data is in (or has been waited for long enough), and then for the
 * browser to be idle: by then the rows are rendered and painted.
 */
function holdExtrasUntilFirstScreen() {
  const release = holdUntilFirstScreen();
  let appShown = () => {};
  const shown = new Promise<void>((resolve) => (appShown = resolve));
  const afterIdle = () => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(release, { timeout: 1_000 });
    else setTimeout(release, 200);
  };
  return {
    appShown,
    releaseAfter(firstData: Promise<void> | undefined) {
      void Promise.all([shown, Promise.race([firstData, delay(FIRST_SCREEN_WAIT_MS)])]).then(
        afterIdle,
      );
    },
  };
}

/**
 * The configuration, read from the page once when it is there (else /config.json), and then, on a
 * page that is not prerendered, its first data asked for at once.
 */
function loadConfiguration(queryClient: QueryClient, prerendered: boolean) {
  const fromPage = configInPage();
  return {
    configuration: fromPage ? Promise.resolve(fromPage) : loadConfig(),
    dataAtOnce: prerendered || !fromPage ? undefined : askForDataAtOnce(queryClient, fromPage),
  };
}

/**
 * With the configuration in the page (lib/config.ts), the page's data is asked for at once:
 * before the texts, the router and the services are made, in a task of its own (so that no step
 * of the start-up gets longer for it).
 */
function askForDataAtOnce(queryClient: QueryClient, config: AppConfig): Promise<void> {
  return nextTask().then(() => {
    configureServices(config);
    return prefetchRouteData(queryClient, window.location, useSession.getState().user);
  });
}

/** The configuration and the API client, which the page's first data needs. */
function configureServices(config: AppConfig) {
  setConfig(config);
  // The origins the page declares it connects to at once (lib/entities.ts, `firstVisit`).
  if (pageAt(window.location.pathname)?.firstVisit?.preconnect?.includes('tiles'))
    preconnectToTiles(config.tileUrl, document);

  configureApiClient({
    baseUrl: () => getConfig().apiUrl,
    credentials: () => useSession.getState().user?.auth ?? null,
    // The credentials no longer work (password changed elsewhere): the page stays and the user
    // signs in again over it; the rejected requests are then sent again.
    onUnauthorized: askToSignInAgain,
  });
}

/** What follows the other tabs, the colour scheme, the language and the session's live events. */
function followServices(queryClient: QueryClient) {
  followOtherTabs();
  followColorScheme();
  followLanguageInCookie();
  followSessionWithLiveEvents(queryClient);
}

// Evaluating the start-up code is a long task of its own; starting in the next one lets the
// browser answer input in between, instead of being blocked for both at once.
setTimeout(() => void start(), 0);
