import { showUpdateToast } from '../components/toast/update-toast';

/** How long registering may wait for an idle moment after the page has loaded. */
const IDLE_TIMEOUT_MS = 5000;

/**
 * Registers the service worker (/sw.js, src/service-worker/sw.js), which lets the app open
 * offline. Only once the page has loaded and the browser is idle: the worker then caches the
 * whole app, which must not compete with a first visit's page. When a new version's worker takes
 * over from an older one, a notice says the new version opens on the next visit.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  const workers = navigator.serviceWorker;
  // A worker taking over a page that already had one is a new version (each worker claims the
  // open pages when it activates); the first worker of a browser replaces nothing.
  let controlled = workers.controller !== null;
  workers.addEventListener('controllerchange', () => {
    if (controlled) void showUpdateToast();
    controlled = true;
  });
  const register = () => {
    // Without a worker the app works as before, online only.
    workers.register(`${import.meta.env.BASE_URL}sw.js`).catch(() => undefined);
  };
  const whenIdle = () => {
    if ('requestIdleCallback' in window) {
      requestIdleCallback(register, { timeout: IDLE_TIMEOUT_MS });
    } else {
      setTimeout(register, 0);
    }
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
