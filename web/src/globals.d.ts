/** Injected by Vite at build time (see vite.config.ts). */
declare const __WEB_VERSION__: string;
declare const __WEB_COMMIT__: string;

interface Window {
  /** Clicks on the prerendered home page before the app took it over (index.html, take-over.ts). */
  dapnetHeldClicks?: HTMLElement[];
}
