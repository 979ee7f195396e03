/** Injected by Vite at build time (see vite.config.ts). */
declare const __WEB_VERSION__: string;
declare const __WEB_COMMIT__: string;

interface Window {
  /** Clicks on the prerendered home page before the app took it over (index.html, take-over.ts). */
  dapnetHeldClicks?: HTMLElement[];
}

/** The translation catalogues, made from src/locales/sections/ (scripts/catalogues.mjs). */
declare module 'virtual:catalogues' {
  type Catalogue = { [key: string]: string | Catalogue };
  /** English's texts for the pages open to everybody (scripts/catalogues.mjs, START_UP_TEXTS). */
  export const loadEnglishStart: () => Promise<Catalogue>;
  /** The rest of English, fetched with the first page outside the start-up set. */
  export const loadEnglishRest: () => Promise<Catalogue>;
  /** Every other language's catalogue by its code, each fetched when asked for. */
  export const loaders: Record<string, (() => Promise<Catalogue>) | undefined>;
}

/** One language's whole catalogue (tests), or a part of English: `virtual:catalogue/en/rest`. */
declare module 'virtual:catalogue/*' {
  type Catalogue = { [key: string]: string | Catalogue };
  const catalogue: Catalogue;
  export default catalogue;
}
