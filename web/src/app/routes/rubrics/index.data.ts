/** The rubrics list's first data (app/first-data.ts). */
import { rubricsApi } from '../../../features/rubrics/api';
import { signedIn } from '../../first-data';

export const List = signedIn(() => [rubricsApi.listQuery()]);
