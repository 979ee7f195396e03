import type { Transmitter } from '@dapnet/model';
import { api } from '../../lib/api-client';
import { createEntityApi } from '../../lib/entity-api';
import { apiPath } from '../../lib/url';
import { showSuccessToast } from '../../components/toast/success-toast';

export const transmittersApi = createEntityApi<Transmitter>('transmitters', 'transmitters');

/**
 * Asks the nodes to send the rubric names to one transmitter. Unlike the entity paths the Core
 * does not lower-case this name, so the stored (lower-case) name is sent as it is.
 */
export async function sendRubricNames(name: string): Promise<void> {
  await api.get(apiPath`transmitterControl/sendRubricNames/${name}`);
  void showSuccessToast();
}
