import { queryOptions } from '@tanstack/react-query';
import type { News } from '@dapnet/model';
import { api } from '../../lib/api-client';
import { NEWS_KEY } from './api';

/**
 * One rubric's ten slots in order (GET /news?rubricName=, null for an empty slot). Kept under the
 * news key, so posting content anywhere marks the board stale too.
 */
export function rubricSlotsQuery(rubricName: string) {
  const name = rubricName.toLowerCase();
  return queryOptions({
    queryKey: [NEWS_KEY, 'rubric', name],
    queryFn: ({ signal }) =>
      api.get<(News | null)[]>(`news?${new URLSearchParams({ rubricName: name }).toString()}`, {
        signal,
      }),
  });
}
