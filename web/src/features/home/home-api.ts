import type { Stats } from '@dapnet/model';
import { queryOptions } from '@tanstack/react-query';
import { api, externalRequest, type ResponseSchema } from '../../lib/api-client';
import { getConfig } from '../../lib/config';

/** The counters the home page shows. */
export type NetworkStats = Pick<
  Stats,
  | 'calls'
  | 'callsTotal'
  | 'callSigns'
  | 'news'
  | 'rubrics'
  | 'transmittersOnline'
  | 'transmittersTotal'
  | 'nodesOnline'
  | 'nodesTotal'
  | 'users'
>;

const STAT_FIELDS = [
  'calls',
  'callsTotal',
  'callSigns',
  'news',
  'rubrics',
  'transmittersOnline',
  'transmittersTotal',
  'nodesOnline',
  'nodesTotal',
  'users',
] as const satisfies readonly (keyof NetworkStats)[];

/**
 * Checked by hand rather than with the model's zod schema: the home page is the first page
 * anyone sees and must not pull the schema library into its download.
 */
const statsShape: ResponseSchema<NetworkStats> = {
  safeParse(value) {
    const input = (value ?? {}) as Record<string, unknown>;
    const valid = STAT_FIELDS.every(
      (field) => typeof input[field] === 'number' && Number.isFinite(input[field]),
    );
    if (!valid) return { success: false };
    const data = Object.fromEntries(STAT_FIELDS.map((field) => [field, input[field]]));
    return { success: true, data: data as unknown as NetworkStats };
  },
};

export const networkStatsQuery = queryOptions({
  queryKey: ['stats'],
  queryFn: ({ signal }) => api.get('stats', { signal, schema: statsShape }),
});

/** The configured news feed, without credentials; the parser loads only when a feed arrived. */
export const newsFeedQuery = queryOptions({
  queryKey: ['news-feed'],
  queryFn: async ({ signal }) => {
    const [{ text }, { parseFeed }] = await Promise.all([
      externalRequest(getConfig().feedUrl, {
        signal,
        accept: 'application/rss+xml, application/rdf+xml, application/xml, text/xml;q=0.9',
      }),
      import('./feed-parser'),
    ]);
    return parseFeed(text);
  },
  staleTime: 5 * 60_000,
  retry: false,
});
