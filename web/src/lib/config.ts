/**
 * Runtime configuration, read from /config.json at start-up so operators never rebuild. Every
 * field is optional: a missing or invalid field falls back to its default on its own, so one bad
 * value never takes the whole configuration (or the app) down.
 *
 * Checked by hand rather than with zod: this runs before the first page shows, and keeping the
 * schema library out of the start-up bundle saves a fifth of its size.
 */

export interface SocialLink {
  name: string;
  url: string;
}

export interface AppConfig {
  apiUrl: string;
  updateUrl: string;
  directoryUrl: string;
  tileUrl: string;
  tileAttribution: string;
  feedUrl: string;
  coverageUrl: string;
  wikiUrl: string;
  supportUrl: string;
  map: { center: [number, number]; zoom: number };
  links: {
    sourceRepository: string;
    /** Its name is a proper name; empty means "use the translated description". */
    universityGroup: { name: string; url: string };
    social: SocialLink[];
    /** Empty hides the contact link. */
    contact: string;
  };
  /** The operator named on the legal pages. */
  provider: { name: string; address: string[]; email: string; phone: string; website: string };
  /** Operator texts: a plain string, or one string per language code. Rendered as text only. */
  texts: Record<string, string | Record<string, string>>;
}

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

function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.map((item) => text(item)).filter((item) => item !== '') : [];
}

function socialLinks(value: unknown): SocialLink[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item) => {
    const entry = record(item);
    const name = text(entry.name);
    const address = url(entry.url, '');
    return name && address ? [{ name, url: address }] : [];
  });
}

/** A link given as an address, or as {name, url}. */
function namedLink(value: unknown, fallback: { name: string; url: string }) {
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

const DEFAULT_CENTER: [number, number] = [51, 10];

/** Reads any value as a configuration; never throws. */
export function parseConfig(raw: unknown): AppConfig {
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
    apiUrl: url(input.apiUrl, '/api'),
    updateUrl: url(input.updateUrl, '/services/update'),
    directoryUrl: url(input.directoryUrl, '/services/directory'),
    tileUrl: url(input.tileUrl, 'https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
    tileAttribution: text(input.tileAttribution, '© OpenStreetMap contributors'),
    feedUrl: url(input.feedUrl, '/services/feed.xml'),
    coverageUrl: url(input.coverageUrl, '/assets/coverage'),
    wikiUrl: url(input.wikiUrl, 'https://hampager.de/dokuwiki/'),
    supportUrl: url(input.supportUrl, 'https://support.hampager.de/'),
    map: {
      center: validCenter ? [center[0] as number, center[1] as number] : DEFAULT_CENTER,
      zoom: Math.round(number(map.zoom, 0, 19, 5)),
    },
    links: {
      sourceRepository: url(
        links.sourceRepository,
        'https://github.com/DecentralizedAmateurPagingNetwork',
      ),
      universityGroup: namedLink(links.universityGroup, {
        name: '',
        url: 'https://www.afu.rwth-aachen.de/',
      }),
      social: socialLinks(links.social),
      contact: url(links.contact, ''),
    },
    provider: {
      name: text(provider.name),
      // The embedded server calls the address lines `addressLines`.
      address: strings(provider.addressLines ?? provider.address),
      email: text(provider.email),
      phone: text(provider.phone),
      website: url(provider.website, ''),
    },
    texts: texts(input.texts),
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
