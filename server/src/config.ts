/**
 * Settings, read once from environment variables at start-up. Every one has a default, so
 * `npm start` works on a fresh machine; README.md lists them all.
 */
import { databaseUrlSetting } from './db/database-url.js';
import { resolve } from 'node:path';
import { WEB_CONFIG_DEFAULTS, type WebConfig } from '@dapnet/model';
import type { RetentionLimits } from './domain/retention.js';
import { isLoopbackHost, isWellKnownPassword } from './auth/first-start.js';
import { LOG_FORMATS, type LogFormat } from './logging.js';
import { REPOSITORY_ROOT } from './server-root.js';

/** The web app's defaults live with the /config.json contract in @dapnet/model. */
const WEB = WEB_CONFIG_DEFAULTS;

export interface Settings {
  host: string;
  /** Listening on anything but loopback: others can reach it, so no well-known passwords. */
  publicHost: boolean;
  port: number;
  /** SQLite database file (when no PostgreSQL address is set). */
  databaseFile: string;
  /**
   * DAPNET_DATABASE_URL: the PostgreSQL database that the nodes of a network share; undefined
   * for a single node on its SQLite file.
   */
  databaseUrl: string | undefined;
  /** Seed demo data into an empty database. */
  demoData: boolean;
  /** With demo data, connect simulated transmitters for the demo's ONLINE (and ERROR) ones. */
  demoTransmitters: boolean;
  /**
   * Password of the `admin` account created on an empty database; undefined on a public host
   * without DAPNET_ADMIN_PASSWORD: a new database then gets a generated one (auth/first-start.ts).
   */
  adminPassword: string | undefined;
  /** Built web app served at `/`. */
  webDist: string;
  /** Folder of real coverage files ({name}.txt + {name}.png) that take precedence. */
  coverageDir: string;
  logLevel: string;
  /** Readable lines for a person at a console, or one JSON object per line for collectors. */
  logFormat: LogFormat;
  /** The IANA time zone of the log lines' times (ISO 8601 with its offset); UTC unless set. */
  logTimeZone: string;
  /** When set, GET /metrics wants `Authorization: Bearer <token>`; unset, it is open. */
  metricsToken: string | undefined;
  /** Behind a reverse proxy: take the client address and protocol from X-Forwarded-* headers. */
  trustProxy: boolean;
  /** How long calls and rubric content are kept; the cleaning runs daily at midnight. */
  retention: RetentionLimits;
  /** TCP port transmitters connect to (the Core's 43434); 0 turns the endpoint off. */
  transmitterPort: number;
  /**
   * How long a page waits for its transmitter to come back (after a disconnect or a restart of
   * the server) before it expires (paging/delivery-recorder.ts).
   */
  deliveryKeepMinutes: number;
  /** This node's name, written as `nodeName` of the transmitters connected here; unset: see paging/node-name.ts. */
  nodeName: string | undefined;
  /** Addresses and texts handed to the web app in /config.json. */
  web: WebSettings;
}

/** The /config.json addresses the environment can set, beside the map's start and a file. */
export interface WebSettings extends Pick<
  WebConfig,
  | 'apiUrl'
  | 'updateUrl'
  | 'directoryUrl'
  | 'tileUrl'
  | 'tileAttribution'
  | 'feedUrl'
  | 'wikiUrl'
  | 'supportUrl'
  | 'transmitterEndpoint'
> {
  mapCenter: [number, number];
  mapZoom: number;
  /** Optional JSON file whose keys override /config.json (texts, provider details, links). */
  overridesFile: string | undefined;
}

type Env = Record<string, string | undefined>;

function number(env: Env, key: string, fallback: number): number {
  const raw = env[key];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value)) throw new Error(`${key} must be a number, got "${raw}"`);
  return value;
}

/** Whole minutes, 0 or more. */
function minutes(env: Env, key: string, fallback: number): number {
  const value = number(env, key, fallback);
  if (!Number.isInteger(value) || value < 0) {
    throw new Error(`${key} must be a whole number of minutes, 0 or more, got "${env[key]}"`);
  }
  return value;
}

/** How long a waiting page is kept for its transmitter, unless DAPNET_DELIVERY_KEEP_MINUTES says. */
export const DEFAULT_DELIVERY_KEEP_MINUTES = 15;

/** At least a minute: a page must be able to wait for the transmitter's next login. */
function keepMinutes(env: Env): number {
  const key = 'DAPNET_DELIVERY_KEEP_MINUTES';
  const value = minutes(env, key, DEFAULT_DELIVERY_KEEP_MINUTES);
  if (value < 1) throw new Error(`${key} must be 1 minute or more, got "${env[key]}"`);
  return value;
}

function text(env: Env, key: string, fallback: string): string {
  const raw = env[key];
  return raw === undefined || raw.trim() === '' ? fallback : raw.trim();
}

function coordinates(env: Env, key: string, fallback: [number, number]): [number, number] {
  const raw = env[key];
  if (raw === undefined || raw.trim() === '') return fallback;
  const [lat, lon] = raw.split(',').map(Number);
  if (lat === undefined || lon === undefined || !Number.isFinite(lat) || !Number.isFinite(lon)) {
    throw new Error(`${key} must be "latitude,longitude", got "${raw}"`);
  }
  return [lat, lon];
}

/** An IANA zone name such as `Europe/Berlin`, checked here so a typo stops the start. */
function timeZone(env: Env, key: string, fallback: string): string {
  const value = text(env, key, fallback);
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
  } catch {
    throw new Error(`${key} must be a time zone such as UTC or Europe/Berlin, got "${value}"`);
  }
  return value;
}

function logFormat(env: Env): LogFormat {
  const value = text(env, 'LOG_FORMAT', 'pretty');
  const known = LOG_FORMATS.find((format) => format === value);
  if (!known) throw new Error(`LOG_FORMAT must be ${LOG_FORMATS.join(' or ')}, got "${value}"`);
  return known;
}

function portNumber(env: Env, key: string, fallback: number): number {
  const port = number(env, key, fallback);
  if (!Number.isInteger(port) || port < 0 || port > 65_535)
    throw new Error(`${key} is not a port: ${port}`);
  return port;
}

/** A `0`/`1` setting. */
function switchSetting(env: Env, key: string, fallback: '0' | '1'): boolean {
  const value = text(env, key, fallback);
  if (value !== '0' && value !== '1') throw new Error(`${key} must be 0 or 1, got "${value}"`);
  return value === '1';
}

/** The SQLite file; the backup and restore commands read only this setting. */
export function databaseFileSetting(env: Env = process.env): string {
  return resolve(text(env, 'DAPNET_DB', resolve(REPOSITORY_ROOT, 'data/dapnet.sqlite')));
}

/**
 * The admin password for a new database. On loopback the known `admin` is the default; on a public
 * host there is no default (one is generated), and a well-known value set on purpose stops the
 * start, because whoever can reach the port would try it first.
 */
function adminPassword(env: Env, publicHost: boolean): string | undefined {
  const chosen = text(env, 'DAPNET_ADMIN_PASSWORD', '');
  if (!publicHost) return chosen || 'admin';
  if (chosen && isWellKnownPassword(chosen)) {
    throw new Error(
      `DAPNET_ADMIN_PASSWORD is set to the well-known password "${chosen}" while HOST ` +
        `(${text(env, 'HOST', '')}) lets other machines reach this server. Choose another ` +
        'password of letters and digits, or leave DAPNET_ADMIN_PASSWORD unset to have a strong ' +
        'one generated and printed once.',
    );
  }
  return chosen || undefined;
}

export function readSettings(env: Env = process.env): Settings {
  const host = text(env, 'HOST', 'localhost');
  const publicHost = !isLoopbackHost(host);
  // Demo data brings accounts with a published password, so a public server starts without it.
  const demo = text(env, 'DAPNET_DEMO', publicHost ? '0' : '1');
  if (demo !== '0' && demo !== '1') throw new Error(`DAPNET_DEMO must be 0 or 1, got "${demo}"`);
  const port = portNumber(env, 'PORT', 8080);
  return {
    host,
    publicHost,
    port,
    databaseFile: databaseFileSetting(env),
    databaseUrl: databaseUrlSetting(env),
    demoData: demo === '1',
    demoTransmitters: switchSetting(env, 'DAPNET_DEMO_TRANSMITTERS', '1'),
    adminPassword: adminPassword(env, publicHost),
    webDist: resolve(text(env, 'DAPNET_WEB_DIST', resolve(REPOSITORY_ROOT, 'web/dist'))),
    coverageDir: resolve(
      text(env, 'DAPNET_COVERAGE_DIR', resolve(REPOSITORY_ROOT, 'data/coverage')),
    ),
    logLevel: text(env, 'LOG_LEVEL', 'info'),
    logFormat: logFormat(env),
    logTimeZone: timeZone(env, 'LOG_TIME_ZONE', 'UTC'),
    metricsToken: env.DAPNET_METRICS_TOKEN?.trim() || undefined,
    trustProxy: text(env, 'DAPNET_TRUST_PROXY', '0') === '1',
    // The Core's callExpirationTimeInMinutes and newsExpirationTimeInMinutes.
    retention: {
      callMinutes: minutes(env, 'DAPNET_CALL_EXPIRATION_MINUTES', 1440),
      newsMinutes: minutes(env, 'DAPNET_NEWS_EXPIRATION_MINUTES', 1440),
    },
    transmitterPort: portNumber(env, 'DAPNET_TRANSMITTER_PORT', 43434),
    nodeName: env.DAPNET_NODE_NAME?.trim().toLowerCase() || undefined,
    deliveryKeepMinutes: keepMinutes(env),
    web: {
      apiUrl: text(env, 'DAPNET_API_URL', WEB.apiUrl),
      updateUrl: text(env, 'DAPNET_UPDATE_URL', WEB.updateUrl),
      directoryUrl: text(env, 'DAPNET_DIRECTORY_URL', WEB.directoryUrl),
      tileUrl: text(env, 'DAPNET_TILE_URL', WEB.tileUrl),
      tileAttribution: text(env, 'DAPNET_TILE_ATTRIBUTION', WEB.tileAttribution),
      feedUrl: text(env, 'DAPNET_FEED_URL', WEB.feedUrl),
      wikiUrl: text(env, 'DAPNET_WIKI_URL', WEB.wikiUrl),
      supportUrl: text(env, 'DAPNET_SUPPORT_URL', WEB.supportUrl),
      mapCenter: coordinates(env, 'DAPNET_MAP_CENTER', WEB.map.center),
      mapZoom: number(env, 'DAPNET_MAP_ZOOM', WEB.map.zoom),
      // What the transmitter form tells owners to connect to; the port is the endpoint's own.
      transmitterEndpoint: {
        host: text(env, 'DAPNET_TRANSMITTER_HOST', WEB.transmitterEndpoint.host),
        port: portNumber(env, 'DAPNET_TRANSMITTER_PORT', WEB.transmitterEndpoint.port),
      },
      overridesFile: env.DAPNET_WEB_CONFIG?.trim() || undefined,
    },
  };
}
