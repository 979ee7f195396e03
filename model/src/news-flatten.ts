import type { News, NewsLists } from './news.js';

/**
 * The flat list of rubric content that screens show: GET /news flattened, empty slots dropped.
 * Apart from the news schemas (news.ts), so that a page reading the news does not bring the
 * schema library along.
 */
export function flattenNews(lists: NewsLists): News[] {
  return Object.values(lists).flatMap((slots) =>
    slots.filter((item): item is News => item != null),
  );
}
