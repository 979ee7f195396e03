import type { User } from '@dapnet/model';
import { createEntityApi } from '../../lib/entity-api';

/** Users of the Core; non-admins get the list without mail addresses. */
export const usersApi = createEntityApi<User>('users', 'users');
