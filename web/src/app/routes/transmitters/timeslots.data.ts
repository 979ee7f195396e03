/** The timeslot planner's first data (app/first-data.ts). */
import { transmitterGroupsApi } from '../../../features/transmitter-groups/api';
import { transmittersApi } from '../../../features/transmitters/api';
import { type FirstDataModule, signedIn } from '../../first-data';

export default {
  default: signedIn(() => [transmittersApi.listQuery(), transmitterGroupsApi.listQuery()]),
} satisfies FirstDataModule;
