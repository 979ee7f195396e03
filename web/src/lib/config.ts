/**
 * Runtime configuration, read from /config.json at start-up so operators never rebuild. Every
 * field is optional: a missing or invalid field falls back to its default on its own, so one bad
 * value never takes the whole configuration (or the app) down. The reader is the model's
 * (`readWebConfig`), the one the embedded server checks its operator's settings with.
 */

import { isSafeUrl, readWebConfig, type WebConfig } from '@dapnet/model';

export type AppConfig = WebConfig;

export { isSafeUrl };

/** Reads any value as a configuration; never throws. */
export function parseConfig(raw: unknown): AppConfig {
  return readWebConfig(raw).config;
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
