import type { TransmitterGroup } from '@dapnet/model';
import { createEntityApi } from '../../lib/entity-api';

export const transmitterGroupsApi = createEntityApi<TransmitterGroup>(
  'transmitterGroups',
  'transmitterGroups',
);
