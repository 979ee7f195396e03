import type { ConnectionEvent } from '@dapnet/model';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { PlainTable, type PlainColumn } from '../../../components/plain-table/plain-table';
import { useFormatDateTime } from '../../session/current-user/use-current-user';
import { MonitorSection } from './monitor-section';

/**
 * Connects, disconnects, refusals and protocol errors, newest first. The detail is the
 * protocol's own line (English, as the transmitter software received it).
 */
export function ConnectionHistory({ events }: { events: readonly ConnectionEvent[] }) {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const columns = useMemo<PlainColumn<ConnectionEvent>[]>(
    () => [
      {
        id: 'time',
        header: t('monitoring.history.time'),
        cell: (event) => formatDateTime(event.time),
        nowrap: true,
      },
      {
        id: 'event',
        header: t('monitoring.history.event'),
        cell: (event) => t(`monitoring.events.${event.kind}`),
      },
      {
        id: 'address',
        header: t('monitoring.history.address'),
        cell: (event) => event.address ?? '',
      },
      { id: 'detail', header: t('monitoring.history.detail'), cell: (event) => event.detail ?? '' },
    ],
    [t, formatDateTime],
  );
  return (
    <MonitorSection title={t('monitoring.history.title')}>
      <PlainTable
        label={t('monitoring.history.title')}
        columns={columns}
        rows={events}
        rowKey={(event, index) => `${event.time}-${event.kind}-${index}`}
        empty={t('monitoring.history.empty')}
      />
    </MonitorSection>
  );
}
