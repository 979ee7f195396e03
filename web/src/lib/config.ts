/**
 * Runtime configuration, read at start-up so operators never rebuild: from the page when its
 * server wrote it there (the embedded server does: one round trip less before the first data is
 * asked for), else from /config.json, which every server of the app has. Every field is optional:
 * a missing or invalid field falls back to its default on its own, so one bad value never takes
 * the whole configuration (or the app) down. The reader is the model's (`readWebConfig`), the one
 * the embedded server checks its operator's settings with.
 */

import { isSafeUrl, readWebConfig, WEB_CONFIG_ELEMENT_ID, type WebConfig } from '@dapnet/model';

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

/**
 * The configuration the server wrote into the page (`<script type="application/json"
 * id="dapnet-config">`), or undefined when there is none or it is not JSON: /config.json then.
 */
export function configInPage(
  page: Pick<Document, 'getElementById'> = document,
): AppConfig | undefined {
  const text = page.getElementById(WEB_CONFIG_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    return parseConfig(JSON.parse(text));
  } catch (error) {
    console.warn('The configuration in the page is no JSON; asking for /config.json:', error);
    return undefined;
  }
}

/**
 * The configuration in the page, else /config.json beside index.html; the defaults apply when
 * that is missing or broken too.
 */
export async function loadConfig(
  fetchImpl: typeof fetch = fetch,
  page: Pick<Document, 'getElementById'> = document,
): Promise<AppConfig> {
  const inPage = configInPage(page);
  if (inPage) return inPage;
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
