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
    GET: async (request) => {
      requireLevel(request.caller, 'USER_ONLY');
      const rubricName = queryText(request, 'rubricName');
      if (rubricName !== undefined) {
        const rubric = await store.rubrics.get(normalizeName(rubricName));
        if (!rubric) throw notFound();
        return await store.news.slots(rubric.name);
      }
      const filled = await store.news.allSlots();
      const lists: NewsLists = {};
      for (const rubric of await store.rubrics.list())
        lists[rubric.name] = filled.get(rubric.name) ?? emptySlots();
      return lists;
    },
    POST: async (request, reply) => {
      requireLevel(request.caller, 'USER_ONLY');
      const body = readJsonObject(request);
      // Posting needs ownership of the rubric; an unknown rubric is a 403 for non-admins.
      const rubric =
        typeof body.rubricName === 'string'
          ? await store.rubrics.get(normalizeName(body.rubricName))
          : undefined;
      requireLevel(request.caller, 'OWNER_ONLY', rubric);
      const input = await validateBody(newsInputSchema, body, (news) =>
        checkNames([news.rubricName], store.rubrics, 'ValidRubricName', 'rubricName'),
      );
      const rubricName = normalizeName(input.rubricName);
      const item: News = await store.transaction(async () => {
        const posted: News = {
          text: input.text,
          rubricName: input.rubricName,
          number: input.number,
          timestamp: new Date().toISOString(),
          ownerName: request.caller!.username,
          // Numbered by the embedded server, for its receipts; a real Core sends no id.
          id: await store.counters.next('newsIds'),
        };
        await store.news.replaceSlots(
          rubricName,
          placeNews(await store.news.slots(rubricName), posted),
        );
        await store.counters.increment('newsTotal');
        return posted;
      });
      paging.newsPosted(item);
      // The Core echoes the item as received: an automatic slot shows number 0.
      return reply.code(201).send(item);
    },
  });
}
