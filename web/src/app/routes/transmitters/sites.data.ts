/** "My sites"' first data (app/first-data.ts): features/my-sites/site-watch/use-site-watch.ts reads these. */
import { nodesApi } from '../../../features/nodes/api';
import { transmitterGroupsApi } from '../../../features/transmitter-groups/api';
import { transmittersApi } from '../../../features/transmitters/api';
import { type FirstDataModule, signedIn } from '../../first-data';

export default {
  default: signedIn(() => [
    transmittersApi.listQuery(),
    nodesApi.listQuery(),
    transmitterGroupsApi.listQuery(),
  ]),
} satisfies FirstDataModule;
