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

export interface UpdateInfo {
  text: string;
  checkedAt: number;
}

/** The update server's answer for these versions, reduced to plain text. */
export function updateInfoQuery(core: string, apiVersion: string) {
  return queryOptions({
    queryKey: ['update-info', core, apiVersion, WEB_VERSION],
    queryFn: async ({ signal }): Promise<UpdateInfo> => {
      const url = withQuery(getConfig().updateUrl, { core, api: apiVersion, web: WEB_VERSION });
      const response = await externalRequest(url, {
        signal,
        accept: 'text/plain, text/html;q=0.9, */*;q=0.5',
      });
      return { text: toPlainText(response.text, response.contentType), checkedAt: Date.now() };
    },
    staleTime: 0,
  });
}
