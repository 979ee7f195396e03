/** The timeslot planner's first data (app/first-data.ts). */
import { transmitterGroupsApi } from '../../../features/transmitter-groups/api';
import { transmittersApi } from '../../../features/transmitters/api';
import { signedIn } from '../../first-data';

export default signedIn(() => [transmittersApi.listQuery(), transmitterGroupsApi.listQuery()]);
