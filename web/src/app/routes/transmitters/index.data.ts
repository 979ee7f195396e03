/** The transmitters list's first data (app/first-data.ts): admins also get the owners' mail. */
import { transmittersApi } from '../../../features/transmitters/api';
import { signedIn, withUsersForAdmins } from '../../first-data';

export const List = signedIn((user) => withUsersForAdmins(user, transmittersApi.listQuery()));
