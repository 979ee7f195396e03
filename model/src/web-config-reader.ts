/**
 * The one reader of the `/config.json` contract (`WebConfig`), for both its sides: the embedded
 * server checks what its operator set with it (and stops its start naming every problem), the web
 * app reads the file it is served with it (and takes the default of each field that is wrong, so
 * one bad value never takes the app down). Both therefore agree on every rule: an address the web
 * app would ignore is refused by the server instead of being served.
 *
 * Checked by hand rather than with zod: the web app runs this before its first page shows, and
 * keeping the schema library out of its start-up bundle saves a fifth of its size.
 */
import { isSafeUrl, ValueReader, type ReadProblem } from './value-reader.js';
import { WEB_CONFIG_DEFAULTS, type WebConfig } from './web-config.js';

export { isSafeUrl };
/** A value the reader did not take, and why: `map.center.0: …`. */
export type WebConfigProblem = ReadProblem;

export interface WebConfigReading {
  /** The configuration, with the default of every field that was missing or wrong. */
  config: WebConfig;
  /** What was wrong: empty when everything given was taken. */
  problems: WebConfigProblem[];
}

/** A host name (empty: the page's): anything with a scheme, path or space is not one. */
const HOST_NAME = /^[\w.:[\]-]*$/;

const KNOWN: Record<string, readonly string[]> = {
  '': Object.keys(WEB_CONFIG_DEFAULTS),
  map: ['center', 'zoom'],
  links: ['sourceRepository', 'universityGroup', 'social', 'contact'],
  'links.universityGroup': ['name', 'url'],
  provider: ['name', 'addressLines', 'email', 'phone', 'website'],
  transmitterEndpoint: ['host', 'port'],
};

function readMap(reader: ValueReader, value: unknown): WebConfig['map'] {
  const fallback = WEB_CONFIG_DEFAULTS.map;
  const map = reader.record(value, 'map');
  let center = fallback.center;
  if (map.center !== undefined) {
    const given = Array.isArray(map.center) ? map.center : [];
    if (given.length !== 2) reader.problem('map.center', 'must be [latitude, longitude]');
    const latitude = reader.number(given[0], -90, 90, NaN, 'map.center.0');
    const longitude = reader.number(given[1], -180, 180, NaN, 'map.center.1');
    if (given.length === 2 && !Number.isNaN(latitude + longitude)) center = [latitude, longitude];
  }
  return { center, zoom: Math.round(reader.number(map.zoom, 0, 19, fallback.zoom, 'map.zoom')) };
}

function readLinks(reader: ValueReader, value: unknown): WebConfig['links'] {
  const fallback = WEB_CONFIG_DEFAULTS.links;
  const links = reader.record(value, 'links');
  let universityGroup = fallback.universityGroup;
  // A link given as an address, or as {name, url}; an empty name means the translated one.
  if (typeof links.universityGroup === 'string') {
    const url = reader.url(
      links.universityGroup,
      fallback.universityGroup.url,
      'links.universityGroup',
    );
    universityGroup = { name: '', url };
  } else if (links.universityGroup !== undefined) {
    const entry = reader.record(links.universityGroup, 'links.universityGroup');
    const url = reader.url(entry.url, '', 'links.universityGroup.url');
    if (url)
      universityGroup = { name: reader.text(entry.name, '', 'links.universityGroup.name'), url };
  }
  return {
    sourceRepository: reader.url(
      links.sourceRepository,
      fallback.sourceRepository,
      'links.sourceRepository',
    ),
    universityGroup,
    social: reader.list(links.social, fallback.social, 'links.social', (item, at) =>
      reader.link(item, at),
    ),
    contact: reader.url(links.contact, fallback.contact, 'links.contact'),
  };
}

function readProvider(reader: ValueReader, value: unknown): WebConfig['provider'] {
  const fallback = WEB_CONFIG_DEFAULTS.provider;
  const provider = reader.record(value, 'provider');
  const line = (item: unknown, at: string) => reader.text(item, '', at) || undefined;
  return {
    name: reader.text(provider.name, fallback.name, 'provider.name', true),
    addressLines: reader.list(
      provider.addressLines,
      fallback.addressLines,
      'provider.addressLines',
      line,
    ),
    email: reader.text(provider.email, fallback.email, 'provider.email'),
    phone: reader.text(provider.phone, fallback.phone, 'provider.phone'),
    website: reader.url(provider.website, fallback.website, 'provider.website'),
  };
}

/** Operator texts: a text, or one text per language code; other entries are left out. */
function readTexts(reader: ValueReader, value: unknown): WebConfig['texts'] {
  const result: WebConfig['texts'] = {};
  for (const [key, entry] of Object.entries(reader.record(value, 'texts'))) {
    if (typeof entry === 'string') {
      result[key] = entry;
      continue;
    }
    const perLanguage = Object.entries(reader.record(entry, `texts.${key}`)).filter(
      ([language, text]) => {
        if (typeof text !== 'string') reader.problem(`texts.${key}.${language}`, 'must be a text');
        return typeof text === 'string';
      },
    );
    if (perLanguage.length > 0) {
      result[key] = Object.fromEntries(perLanguage) as Record<string, string>;
    }
  }
  return result;
}

/** Where transmitters connect: a host name (empty: the page's) and a port (0: none named). */
function readEndpoint(reader: ValueReader, value: unknown): WebConfig['transmitterEndpoint'] {
  const fallback = WEB_CONFIG_DEFAULTS.transmitterEndpoint;
  const entry = reader.record(value, 'transmitterEndpoint');
  let host = reader.text(entry.host, fallback.host, 'transmitterEndpoint.host');
  if (!HOST_NAME.test(host)) {
    reader.problem('transmitterEndpoint.host', 'must be a host name');
    host = fallback.host;
  }
  let port = reader.number(entry.port, 0, 65_535, fallback.port, 'transmitterEndpoint.port');
  if (!Number.isInteger(port)) {
    reader.problem('transmitterEndpoint.port', 'must be a whole number');
    port = fallback.port;
  }
  return { host, port };
}

/** Reads any value as the configuration, field by field; never throws. */
export function readWebConfig(raw: unknown): WebConfigReading {
  const reader = new ValueReader(KNOWN);
  const defaults = WEB_CONFIG_DEFAULTS;
  const input = reader.record(raw, '');
  const url = (key: keyof WebConfig & `${string}Url`) => reader.url(input[key], defaults[key], key);
  const config: WebConfig = {
    apiUrl: url('apiUrl'),
    updateUrl: url('updateUrl'),
    directoryUrl: url('directoryUrl'),
    tileUrl: url('tileUrl'),
    tileAttribution: reader.text(
      input.tileAttribution,
      defaults.tileAttribution,
      'tileAttribution',
    ),
    feedUrl: url('feedUrl'),
    coverageUrl: url('coverageUrl'),
    wikiUrl: url('wikiUrl'),
    supportUrl: url('supportUrl'),
    map: readMap(reader, input.map),
    links: readLinks(reader, input.links),
    provider: readProvider(reader, input.provider),
    texts: readTexts(reader, input.texts),
    transmitterEndpoint: readEndpoint(reader, input.transmitterEndpoint),
    // Empty: no monitoring endpoint, as in front of a real Core.
    monitorUrl:
      typeof input.monitorUrl === 'string' && input.monitorUrl.trim() === ''
        ? ''
        : url('monitorUrl'),
  };
  return { config, problems: reader.problems };
}

/**
 * The id of the element a server may write the configuration into the page with, as
 * `<script type="application/json" id="dapnet-config">` (the embedded server does, for the
 * pages it serves the app on): the app then reads it without asking for /config.json, which
 * stays the fallback of every other server.
 */
export const WEB_CONFIG_ELEMENT_ID = 'dapnet-config';
