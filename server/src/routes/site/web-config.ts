/**
 * The web app's runtime configuration (/config.json). Operators change addresses and texts
 * without rebuilding the web app (the previous front end compiled them in). Values come, in
 * rising precedence, from the defaults below, the environment (settings.web) and the JSON file
 * named by DAPNET_WEB_CONFIG. The result is checked once at start-up with the web app's own reader
 * (`readWebConfig` in @dapnet/model), so a broken file stops the server with a clear message
 * instead of being served and quietly replaced by defaults in the browser.
 */
import { readFileSync } from 'node:fs';
import { readWebConfig, WEB_CONFIG_DEFAULTS, type WebConfig } from '@dapnet/model';
import type { WebSettings } from '../../config.js';
import { deepMerge, isJsonObject, type JsonObject } from './deep-merge.js';

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
  // The web app's own reader: what it would not take stops the start instead of being served.
  const { config, problems: found } = readWebConfig(merged);
  if (found.length > 0) {
    const problems = found.map(({ path, message }) => `${path}: ${message}`).join('; ');
    const source = web.overridesFile ? `DAPNET_WEB_CONFIG "${web.overridesFile}"` : 'settings';
    throw new Error(`Invalid web configuration from ${source}: ${problems}`);
  }
  return config;
}
