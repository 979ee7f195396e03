/** The subscribers list's first data (app/first-data.ts). */
import { subscribersApi } from '../../../features/subscribers/api';
import { signedIn } from '../../first-data';

export const List = signedIn(() => [subscribersApi.listQuery()]);
