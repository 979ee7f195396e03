/**
 * Runtime configuration, read from /config.json at start-up so operators never rebuild. Every
 * field is optional: a missing or invalid field falls back to its default on its own, so one bad
 * value never takes the whole configuration (or the app) down.
 *
 * Checked by hand rather than with zod: this runs before the first page shows, and keeping the
 * schema library out of the start-up bundle saves a fifth of its size.
 */

import { WEB_CONFIG_DEFAULTS, type NamedLink, type WebConfig } from '@dapnet/model';

export type AppConfig = WebConfig;

/** Only http(s) addresses or paths on this origin: a config value must never become a script URL. */
export function isSafeUrl(value: string): boolean {
  if (value.startsWith('/') && !value.startsWith('//')) return true;
  try {
    const { protocol } = new URL(value);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

type Input = Record<string, unknown>;

function record(value: unknown): Input {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Input)
    : {};
}

function text(value: unknown, fallback = ''): string {
  return typeof value === 'string' ? value.trim() : fallback;
}

function url(value: unknown, fallback: string): string {
  const candidate = text(value);
  return candidate !== '' && isSafeUrl(candidate) ? candidate : fallback;
}

function number(value: unknown, min: number, max: number, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) && value >= min && value <= max
    ? value
    : fallback;
}

function strings(value: unknown, fallback: string[]): string[] {
  return Array.isArray(value)
    ? value.map((item) => text(item)).filter((item) => item !== '')
    : fallback;
}

function socialLinks(value: unknown, fallback: NamedLink[]): NamedLink[] {
  if (!Array.isArray(value)) return fallback;
  return value.flatMap((item) => {
    const entry = record(item);
    const name = text(entry.name);
    const address = url(entry.url, '');
    return name && address ? [{ name, url: address }] : [];
  });
}

/** A link given as an address, or as {name, url}. */
function namedLink(value: unknown, fallback: NamedLink): NamedLink {
  if (typeof value === 'string') return { name: '', url: url(value, fallback.url) };
  const entry = record(value);
  const address = url(entry.url, '');
  return address ? { name: text(entry.name), url: address } : fallback;
}

function texts(value: unknown): AppConfig['texts'] {
  const result: AppConfig['texts'] = {};
  for (const [key, entry] of Object.entries(record(value))) {
    if (typeof entry === 'string') {
      result[key] = entry;
    } else {
      const perLanguage = Object.entries(record(entry)).filter(
        (pair): pair is [string, string] => typeof pair[1] === 'string',
      );
      if (perLanguage.length > 0) result[key] = Object.fromEntries(perLanguage);
    }
  }
  return result;
}

/** The transmitter endpoint: a host name (empty: the page's) and a port (0: none named). */
function transmitterEndpoint(value: unknown): AppConfig['transmitterEndpoint'] {
  const fallback = WEB_CONFIG_DEFAULTS.transmitterEndpoint;
  const entry = record(value);
  const port = number(entry.port, 0, 65_535, fallback.port);
  return {
    // A host name only: anything with a scheme, path or space is not one.
    host: /^[\w.:[\]-]*$/.test(text(entry.host)) ? text(entry.host) : fallback.host,
    port: Number.isInteger(port) ? port : fallback.port,
  };
}

/** The monitoring endpoint's base: empty (none, as in front of a real Core) or a safe address. */
function monitorUrl(value: unknown): string {
  if (typeof value === 'string' && value.trim() === '') return '';
  return url(value, WEB_CONFIG_DEFAULTS.monitorUrl);
}

/** Reads any value as a configuration; never throws. */
export function parseConfig(raw: unknown): AppConfig {
  const defaults = WEB_CONFIG_DEFAULTS;
  const input = record(raw);
  const map = record(input.map);
  const center = Array.isArray(map.center) ? map.center : [];
  const links = record(input.links);
  const provider = record(input.provider);
  const validCenter =
    center.length === 2 &&
    number(center[0], -90, 90, NaN) === center[0] &&
    number(center[1], -180, 180, NaN) === center[1];

  return {
    apiUrl: url(input.apiUrl, defaults.apiUrl),
    updateUrl: url(input.updateUrl, defaults.updateUrl),
    directoryUrl: url(input.directoryUrl, defaults.directoryUrl),
    tileUrl: url(input.tileUrl, defaults.tileUrl),
    tileAttribution: text(input.tileAttribution, defaults.tileAttribution),
    feedUrl: url(input.feedUrl, defaults.feedUrl),
    coverageUrl: url(input.coverageUrl, defaults.coverageUrl),
    wikiUrl: url(input.wikiUrl, defaults.wikiUrl),
    supportUrl: url(input.supportUrl, defaults.supportUrl),
    map: {
      center: validCenter ? [center[0] as number, center[1] as number] : defaults.map.center,
      zoom: Math.round(number(map.zoom, 0, 19, defaults.map.zoom)),
    },
    links: {
      sourceRepository: url(links.sourceRepository, defaults.links.sourceRepository),
      universityGroup: namedLink(links.universityGroup, defaults.links.universityGroup),
      social: socialLinks(links.social, defaults.links.social),
      contact: url(links.contact, defaults.links.contact),
    },
    provider: {
      name: text(provider.name, defaults.provider.name),
      addressLines: strings(provider.addressLines, defaults.provider.addressLines),
      email: text(provider.email, defaults.provider.email),
      phone: text(provider.phone, defaults.provider.phone),
      website: url(provider.website, defaults.provider.website),
    },
    texts: texts(input.texts),
    transmitterEndpoint: transmitterEndpoint(input.transmitterEndpoint),
    monitorUrl: monitorUrl(input.monitorUrl),
  };
}

export const DEFAULT_CONFIG: AppConfig = parseConfig({});

let current: AppConfig = DEFAULT_CONFIG;

export function getConfig(): AppConfig {
  return current;
}

export function setConfig(config: AppConfig): void {
  current = config;
}

const CONFIG_TIMEOUT_MS = 10_000;

/** Fetches /config.json beside index.html; the defaults apply when it is missing or broken. */
export async function loadConfig(fetchImpl: typeof fetch = fetch): Promise<AppConfig> {
  try {
    const response = await fetchImpl(`${import.meta.env.BASE_URL}config.json`, {
      cache: 'no-cache',
      credentials: 'omit',
      headers: { Accept: 'application/json' },
      signal: AbortSignal.timeout(CONFIG_TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`config.json answered ${response.status}`);
    return parseConfig(await response.json());
  } catch (error) {
    console.warn('Using the default configuration:', error);
    return DEFAULT_CONFIG;
  }
}
