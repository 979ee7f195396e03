import { queryOptions } from '@tanstack/react-query';
import { withAddressFor, type Transmitter } from '@dapnet/model';
import { api } from '../../lib/api-client';
import { createEntityApi } from '../../lib/entity-api';
import { apiPath } from '../../lib/url';
import { showSuccessToast } from '../../components/toast/success-toast';
import { useSession } from '../session/session-store';

const records = createEntityApi<Transmitter>('transmitters', 'transmitters');

/**
 * A real Core sends every transmitter's full address to everybody; the signed-in user sees it in
 * full only on their own transmitters (or as admin), as the embedded server sends it. Masking
 * here, where transmitters are read, covers every screen and export. Signing out clears the
 * query cache, so no one sees what was read for somebody else.
 */
const forViewer = (transmitter: Transmitter) =>
  withAddressFor(transmitter, useSession.getState().user);

// createEntityApi always gives its queries a queryFn.
export const transmittersApi = {
  ...records,
  listQuery: () => {
    const options = records.listQuery();
    return queryOptions({
      ...options,
      queryFn: async (context) => (await options.queryFn!(context)).map(forViewer),
    });
  },
  itemQuery: (name: string) => {
    const options = records.itemQuery(name);
    return queryOptions({
      ...options,
      queryFn: async (context) => forViewer(await options.queryFn!(context)),
    });
  },
  get: async (name: string) => forViewer(await records.get(name)),
};

/**
 * Asks the nodes to send the rubric names to one transmitter. Unlike the entity paths the Core
 * does not lower-case this name, so the stored (lower-case) name is sent as it is.
 */
export async function sendRubricNames(name: string): Promise<void> {
  await api.get(apiPath`transmitterControl/sendRubricNames/${name}`);
  void showSuccessToast();
}
