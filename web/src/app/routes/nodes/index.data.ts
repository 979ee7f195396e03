/** The nodes list's first data (app/first-data.ts): admins also get the owners' mail. */
import { nodesApi } from '../../../features/nodes/api';
import { type FirstDataModule, signedIn, withUsersForAdmins } from '../../first-data';

export default {
  List: signedIn((user) => withUsersForAdmins(user, nodesApi.listQuery())),
} satisfies FirstDataModule;
