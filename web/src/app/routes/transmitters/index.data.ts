/** The transmitters list's first data (app/first-data.ts): admins also get the owners' mail. */
import { transmittersApi } from '../../../features/transmitters/api';
import { type FirstDataModule, signedIn, withUsersForAdmins } from '../../first-data';

export default {
  List: signedIn((user) => withUsersForAdmins(user, transmittersApi.listQuery())),
} satisfies FirstDataModule;
