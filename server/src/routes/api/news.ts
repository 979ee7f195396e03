import { newsInputSchema, normalizeName, type News, type NewsLists } from '@dapnet/model';
import type { FastifyInstance } from 'fastify';
import { requireLevel } from '../../auth/access.js';
import { placeNews } from '../../domain/news-slots.js';
import { checkNames } from '../../domain/references.js';
import { notFound } from '../../http/api-error.js';
import { readJsonObject } from '../../http/body.js';
import { queryText } from '../../http/query.js';
import { resource } from '../../http/resource.js';
import { validateBody } from '../../http/violations.js';
import { emptySlots } from '../../store/news-table.js';
import type { PagingEvents } from '../../paging/paging-events.js';
import type { Store } from '../../store/store.js';

/** /news: rubric content, ten slots per rubric. */
export function newsRoutes(app: FastifyInstance, store: Store, paging: PagingEvents): void {
  resource(app, '/news', {
    GET: (request) => {
      requireLevel(request.caller, 'USER_ONLY');
      const rubricName = queryText(request, 'rubricName');
      if (rubricName !== undefined) {
        const rubric = store.rubrics.get(normalizeName(rubricName));
        if (!rubric) throw notFound();
        return store.news.slots(rubric.name);
      }
      const filled = store.news.allSlots();
      const lists: NewsLists = {};
      for (const rubric of store.rubrics.list())
        lists[rubric.name] = filled.get(rubric.name) ?? emptySlots();
      return lists;
    },
    POST: (request, reply) => {
      requireLevel(request.caller, 'USER_ONLY');
      const body = readJsonObject(request);
      // Posting needs ownership of the rubric; an unknown rubric is a 403 for non-admins.
      const rubric =
        typeof body.rubricName === 'string'
          ? store.rubrics.get(normalizeName(body.rubricName))
          : undefined;
      requireLevel(request.caller, 'OWNER_ONLY', rubric);
      const input = validateBody(newsInputSchema, body, (news) =>
        checkNames([news.rubricName], store.rubrics, 'ValidRubricName', 'rubricName'),
      );
      const rubricName = normalizeName(input.rubricName);
      const item: News = store.transaction(() => {
        store.counters.increment('newsIds');
        const posted: News = {
          text: input.text,
          rubricName: input.rubricName,
          number: input.number,
          timestamp: new Date().toISOString(),
          ownerName: request.caller!.username,
          // Numbered by the embedded server, for its receipts; a real Core sends no id.
          id: store.counters.get('newsIds'),
        };
        store.news.replaceSlots(rubricName, placeNews(store.news.slots(rubricName), posted));
        store.counters.increment('newsTotal');
        return posted;
      });
      paging.newsPosted(item);
      // The Core echoes the item as received: an automatic slot shows number 0.
      return reply.code(201).send(item);
    },
  });
}
