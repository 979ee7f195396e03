/** The transmitter groups list's first data (app/first-data.ts). */
import { transmitterGroupsApi } from '../../../../features/transmitter-groups/api';
import { type FirstDataModule, signedIn } from '../../../first-data';

export default {
  List: signedIn(() => [transmitterGroupsApi.listQuery()]),
} satisfies FirstDataModule;
