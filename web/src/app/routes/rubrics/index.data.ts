/** The rubrics list's first data (app/first-data.ts). */
import { rubricsApi } from '../../../features/rubrics/api';
import { type FirstDataModule, signedIn } from '../../first-data';

export default { List: signedIn(() => [rubricsApi.listQuery()]) } satisfies FirstDataModule;
