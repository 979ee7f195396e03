/** The subscribers list's first data (app/first-data.ts). */
import { subscribersApi } from '../../../features/subscribers/api';
import { type FirstDataModule, signedIn } from '../../first-data';

export default { List: signedIn(() => [subscribersApi.listQuery()]) } satisfies FirstDataModule;
