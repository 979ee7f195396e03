/* global self, caches, __DAPNET_FILES__ */
/*
 * DAPNET Web's service worker: the app's shell and code, so it opens without a network. The build
 * (scripts/service-worker.ts) writes it to /sw.js with VERSION and FILES filled in.
 *
 * - The files of this build (index.html, every script and style sheet, icons, manifest) are
 *   cached when the worker installs, in a cache named after the build.
 * - A page address is answered with the cached index.html; the app's router shows the page. A new
 *   build reaches the browser as a new sw.js: it installs in the background and takes over at
 *   once, and the page says the new version opens on the next visit (app/service-worker.ts).
 * - Scripts and styles come from the cache (their names change with their contents); the
 *   previous build's cache is kept, so an open page of it still finds its code.
 * - /config.json comes from the network, the cached copy only when offline.
 * - Nothing else is touched: API answers, anything with credentials, map tiles and coverage
 *   files always go to the network and are never cached here.
 */
const VERSION = '__DAPNET_VERSION__';
const FILES = __DAPNET_FILES__;
const BASE = '__DAPNET_BASE__';

const PREFIX = 'dapnet-app-';
const CACHE = PREFIX + VERSION;
const SHELL = BASE + 'index.html';
const CONFIG = BASE + 'config.json';
const WORKER = BASE + 'sw.js';
const CACHED = new Set(FILES);
/** Addresses under these are never pages (the server's web-app.ts says the same). */
const NOT_PAGES = ['api/', 'services/', 'assets/'].map((path) => BASE + path);

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      // Past the HTTP cache for everything that is not content-hashed: this build's own copy.
      await cache.addAll(
        FILES.map(
          (file) =>
            new Request(file, {
              cache: file.startsWith(BASE + 'assets/') ? 'default' : 'no-cache',
            }),
        ),
      );
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const older = (await caches.keys()).filter(
        (name) => name.startsWith(PREFIX) && name !== CACHE,
      );
      // Keys come oldest first: keep the newest older build for pages still open on it.
      await Promise.all(older.slice(0, -1).map((name) => caches.delete(name)));
      await self.clients.claim();
    })(),
  );
});

async function fromCache(request) {
  return (await caches.match(request, { ignoreSearch: true, ignoreVary: true })) ?? fetch(request);
}

async function page(request) {
  const cache = await caches.open(CACHE);
  return (await cache.match(SHELL, { ignoreVary: true })) ?? fetch(request);
}

async function config(request) {
  const cache = await caches.open(CACHE);
  try {
    const response = await fetch(request);
    if (response.ok) await cache.put(CONFIG, response.clone());
    return response;
  } catch (error) {
    const cached = await cache.match(CONFIG, { ignoreVary: true });
    if (cached) return cached;
    throw error;
  }
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET' || request.headers.has('Authorization')) return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate') {
    const path = url.pathname + '/';
    const file = CACHED.has(url.pathname) || url.pathname === CONFIG || url.pathname === WORKER;
    if (!file && !NOT_PAGES.some((prefix) => path.startsWith(prefix))) {
      event.respondWith(page(request));
    }
    return;
  }
  if (url.pathname === CONFIG) event.respondWith(config(request));
  else if (CACHED.has(url.pathname)) event.respondWith(fromCache(request));
});
