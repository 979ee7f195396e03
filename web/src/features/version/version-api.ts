import type { Version } from '@dapnet/model';
import { queryOptions } from '@tanstack/react-query';
import { api, externalRequest, type ResponseSchema } from '../../lib/api-client';
import { WEB_VERSION } from '../../lib/build-info';
import { getConfig } from '../../lib/config';
import { withQuery } from '../../lib/url';
import { toPlainText } from './plain-text';

/**
 * `{core, api}` of GET core/version, checked by hand (the footer shows it on every page, so it
 * must not pull the schema library into the start-up bundle).
 */
const versionShape: ResponseSchema<Version> = {
  safeParse(value) {
    const { core, api: apiVersion } = (value ?? {}) as Partial<Record<keyof Version, unknown>>;
    return typeof core === 'string' && typeof apiVersion === 'string'
      ? { success: true, data: { core, api: apiVersion } }
      : { success: false };
  },
};

export const coreVersionQuery = queryOptions({
  queryKey: ['core', 'version'],
  queryFn: ({ signal }) => api.get('core/version', { signal, schema: versionShape }),
  staleTime: 5 * 60_000,
});

/** One component's place against the newest known version (the embedded update service). */
export interface UpdateStatement {
  name: string;
  running: string;
  newest: string;
  state: 'unknown' | 'outdated' | 'newer' | 'current';
}

export interface UpdateInfo {
  /** The answer as plain text (any update server), shown as it came. */
  text: string;
  /** The answer as data (the embedded service), worded in the user's language. */
  statements?: { updateAvailable: boolean; components: UpdateStatement[] };
  checkedAt: number;
}

const STATES = new Set(['unknown', 'outdated', 'newer', 'current']);

/** The embedded service's JSON answer, checked field by field; undefined for anything else. */
function readStatements(text: string): UpdateInfo['statements'] {
  try {
    const data = JSON.parse(text) as { updateAvailable?: unknown; components?: unknown };
    if (typeof data.updateAvailable !== 'boolean' || !Array.isArray(data.components)) return;
    const components = data.components.filter(
      (item: Partial<Record<keyof UpdateStatement, unknown>>): item is UpdateStatement =>
        typeof item.name === 'string' &&
        typeof item.running === 'string' &&
        typeof item.newest === 'string' &&
        typeof item.state === 'string' &&
        STATES.has(item.state),
    );
    return { updateAvailable: data.updateAvailable, components };
  } catch {
    return undefined;
  }
}

/** The update server's answer for these versions, reduced to plain text. */
export function updateInfoQuery(core: string, apiVersion: string) {
  return queryOptions({
    queryKey: ['update-info', core, apiVersion, WEB_VERSION],
    queryFn: async ({ signal }): Promise<UpdateInfo> => {
      const url = withQuery(getConfig().updateUrl, { core, api: apiVersion, web: WEB_VERSION });
      const response = await externalRequest(url, {
        signal,
        // The embedded service answers JSON, which the page words in the user's language; the
        // public update server answers HTML or text, shown as plain text.
        accept: 'application/json, text/plain;q=0.9, text/html;q=0.8, */*;q=0.5',
      });
      const statements = response.contentType.includes('json')
        ? readStatements(response.text)
        : undefined;
      if (statements) return { text: '', statements, checkedAt: Date.now() };
      return { text: toPlainText(response.text, response.contentType), checkedAt: Date.now() };
    },
    staleTime: 0,
  });
}
