/**
 * The web app's runtime configuration (/config.json). Operators change addresses and texts
 * without rebuilding the web app (the previous front end compiled them in). Values come, in
 * rising precedence, from the defaults below, the environment (settings.web) and the JSON file
 * named by DAPNET_WEB_CONFIG. The result is checked once at start-up, so a broken file stops the
 * server with a clear message instead of breaking the web app at request time.
 */
import { readFileSync } from 'node:fs';
import { WEB_CONFIG_DEFAULTS, type WebConfig } from '@dapnet/model';
import { z } from 'zod';
import type { WebSettings } from '../../config.js';
import { deepMerge, isJsonObject, type JsonObject } from './deep-merge.js';

const text = z.string().trim().min(1);
const link = z.strictObject({ name: text, url: text });

/** The checks of the shared contract (`WebConfig` in @dapnet/model), for what operators set. */
export const webConfigSchema: z.ZodType<WebConfig> = z.strictObject({
  apiUrl: text,
  updateUrl: text,
  directoryUrl: text,
  tileUrl: text,
  tileAttribution: z.string(),
  feedUrl: text,
  coverageUrl: text,
  wikiUrl: text,
  supportUrl: text,
  map: z.strictObject({
    center: z.tuple([z.number().min(-90).max(90), z.number().min(-180).max(180)]),
    zoom: z.number().min(0).max(20),
  }),
  links: z.strictObject({
    sourceRepository: text,
    universityGroup: link,
    social: z.array(link),
    contact: text,
  }),
  /** The service provider named on the German legal notice (impress) page. */
  provider: z.strictObject({
    name: text,
    addressLines: z.array(z.string()),
    email: z.string(),
    phone: z.string(),
    website: z.string(),
  }),
  /** Custom home texts: a text, or one text per language code ({"en": ..., "de": ...}). */
  texts: z.record(z.string(), z.union([z.string(), z.record(z.string(), z.string())])),
  /** Where transmitter software connects: an empty host is the page's host, port 0 none. */
  transmitterEndpoint: z.strictObject({
    host: z.string().trim(),
    port: z.number().int().min(0).max(65_535),
  }),
  /** Empty: no monitoring endpoint (a real Core has none). */
  monitorUrl: z.string().trim(),
});

export type { WebConfig };

function fromSettings(web: WebSettings): JsonObject {
  const { mapCenter, mapZoom, overridesFile: _file, ...addresses } = web;
  const { links, provider, texts, monitorUrl } = WEB_CONFIG_DEFAULTS;
  return {
    coverageUrl: WEB_CONFIG_DEFAULTS.coverageUrl,
    monitorUrl,
    links,
    provider,
    texts,
    ...addresses,
    map: { center: mapCenter, zoom: mapZoom },
  } as JsonObject;
}

function readOverrides(file: string): JsonObject {
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`DAPNET_WEB_CONFIG: cannot read "${file}": ${(error as Error).message}`);
  }
  if (!isJsonObject(parsed)) {
    throw new Error(`DAPNET_WEB_CONFIG: "${file}" must contain a JSON object`);
  }
  return parsed;
}

/** Builds and checks the configuration; throws with every problem listed. */
export function buildWebConfig(web: WebSettings): WebConfig {
  const base = fromSettings(web);
  const merged = web.overridesFile ? deepMerge(base, readOverrides(web.overridesFile)) : base;
  const result = webConfigSchema.safeParse(merged);
  if (!result.success) {
    const problems = result.error.issues
      .map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`)
      .join('; ');
    const source = web.overridesFile ? `DAPNET_WEB_CONFIG "${web.overridesFile}"` : 'settings';
    throw new Error(`Invalid web configuration from ${source}: ${problems}`);
  }
  return result.data;
}
