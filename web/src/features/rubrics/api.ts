import { queryOptions } from '@tanstack/react-query';
import {
  flattenNews,
  type ActivationInput,
  type NewsInput,
  type NewsLists,
  type Rubric,
} from '@dapnet/model';
import { api } from '../../lib/api-client';
import { createEntityApi } from '../../lib/entity-api';

export const rubricsApi = createEntityApi<Rubric>('rubrics', 'rubrics');

export const NEWS_KEY = 'news';

/** GET news answers with every rubric's ten slots; screens show the filled ones as one list. */
export function newsQuery() {
  return queryOptions({
    queryKey: [NEWS_KEY],
    queryFn: async ({ signal }) => flattenNews(await api.get<NewsLists>('news', { signal })),
  });
}

export function postNews(news: NewsInput): Promise<unknown> {
  return api.post('news', news);
}

/** Sends the activation code to one pager (its RIC) so it starts receiving rubrics. */
export function postActivation(activation: ActivationInput): Promise<unknown> {
  return api.post('activation', activation);
}
