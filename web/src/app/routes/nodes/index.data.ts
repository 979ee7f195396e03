/** The nodes list's first data (app/first-data.ts): admins also get the owners' mail. */
import { nodesApi } from '../../../features/nodes/api';
import { signedIn, withUsersForAdmins } from '../../first-data';

export const List = signedIn((user) => withUsersForAdmins(user, nodesApi.listQuery()));
