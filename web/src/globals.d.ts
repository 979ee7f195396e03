/** Injected by Vite at build time (see vite.config.ts). */
declare const __WEB_VERSION__: string;
declare const __WEB_COMMIT__: string;
