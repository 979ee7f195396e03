/** The transmitter groups list's first data (app/first-data.ts). */
import { transmitterGroupsApi } from '../../../../features/transmitter-groups/api';
import { signedIn } from '../../../first-data';

export const List = signedIn(() => [transmitterGroupsApi.listQuery()]);
