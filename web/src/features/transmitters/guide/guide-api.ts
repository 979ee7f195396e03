import type { TestPageInput, TestPageResult, TransmitterMonitor } from '@dapnet/model';
import { api } from '../../../lib/api-client';
import { getConfig } from '../../../lib/config';
import { LIVE_STATE_POLL_MS } from '../../../lib/live-events/live-state';
import { apiPath } from '../../../lib/url';
import { transmitterMonitorQuery } from '../monitor-api';
import { WAITING_POLL_MS } from './first-connection';

/** Whether this network's server has the monitor (the embedded server; a real Core has none). */
export function monitorAvailable(): boolean {
  return getConfig().monitorUrl !== '';
}

/**
 * The monitor of one transmitter, asked every 2 s while the guide waits for it to connect and
 * every half minute once it is connected (only while the tab is visible, as every poll).
 */
export function guideMonitorQuery(name: string) {
  return {
    ...transmitterMonitorQuery(name),
    refetchInterval: (query: { state: { data?: TransmitterMonitor } }) =>
      query.state.data?.connection ? LIVE_STATE_POLL_MS : WAITING_POLL_MS,
  };
}

/** The embedded server's test page through this one transmitter (server/README.md). */
export function sendTestPage(name: string, page: TestPageInput): Promise<TestPageResult> {
  return api.post<TestPageResult>(apiPath`transmitterControl/sendTestPage/${name}`, page);
}
