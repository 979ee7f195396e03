/**
 * The map's first data (app/first-data.ts): its transmitters. Its first screen does not wait
 * for them (`firstScreenNeedsNoData` in lib/entities.ts): that is its tiles.
 */
import { transmittersApi } from '../../../features/transmitters/api';
import { type FirstDataModule, signedIn } from '../../first-data';

export default { default: signedIn(() => [transmittersApi.listQuery()]) } satisfies FirstDataModule;
