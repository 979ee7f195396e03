/**
 * The new call page's first data (app/first-data.ts): the subscribers and the transmitter groups
 * its pickers offer, and the transmitters the groups' reach is counted from. Asked for as the
 * navigation starts, so the form shows with them rather than grow (and move the information
 * below it) when they arrive.
 */
import { subscribersApi } from '../../../features/subscribers/api';
import { transmitterGroupsApi } from '../../../features/transmitter-groups/api';
import { transmittersApi } from '../../../features/transmitters/api';
import { type FirstDataModule, signedIn } from '../../first-data';

export default {
  default: signedIn(() => [
    subscribersApi.listQuery(),
    transmitterGroupsApi.listQuery(),
    transmittersApi.listQuery(),
  ]),
} satisfies FirstDataModule;
