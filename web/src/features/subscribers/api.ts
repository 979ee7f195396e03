import type { Subscriber } from '@dapnet/model';
import { createEntityApi } from '../../lib/entity-api';

/** Subscribers are "callsigns" to the Core. */
export const subscribersApi = createEntityApi<Subscriber>('callsigns', 'subscribers');
