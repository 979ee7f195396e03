/** The users list's first data (app/first-data.ts): the users and their subscribers. */
import { subscribersApi } from '../../../features/subscribers/api';
import { usersApi } from '../../../features/users/api';
import { type FirstDataModule, signedIn } from '../../first-data';

export default {
  List: signedIn(() => [usersApi.listQuery(), subscribersApi.listQuery()]),
} satisfies FirstDataModule;
