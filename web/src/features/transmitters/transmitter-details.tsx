import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Transmitter } from '@dapnet/model';
import { useFormatDateTime } from '../session/current-user/use-current-user';
import { StatusBadge, useStatusText } from '../../components/records/transmitter-status-badge';
import { addressText, deviceText } from './status/transmitter-stats';

/**
 * What the transmitter itself reports (read-only): status, device, node, address and its last
 * connection. Rows without a value are left out.
 */
export function TransmitterDetails({ transmitter }: { transmitter: Transmitter }) {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const statusText = useStatusText();
  const rows: [string, ReactNode][] = [
    [
      t('transmitters.fields.status'),
      <StatusBadge status={transmitter.status} text={statusText(transmitter.status)} />,
    ],
    [t('transmitters.fields.device'), deviceText(transmitter)],
    [t('transmitters.fields.node'), transmitter.nodeName],
    [t('transmitters.fields.address'), addressText(transmitter)],
    [
      t('transmitters.fields.lastConnected'),
      transmitter.lastConnected && formatDateTime(transmitter.lastConnected),
    ],
    [
      t('transmitters.fields.connectedSince'),
      transmitter.connectedSince && formatDateTime(transmitter.connectedSince),
    ],
  ];
  return (
    <dl>
      {rows
        .filter(([, value]) => value !== null && value !== '' && value !== undefined)
        .map(([label, value]) => (
          <div key={label}>
            <dt style={{ fontWeight: 600 }}>{label}</dt>
            <dd style={{ margin: '0 0 0.5rem' }}>{value}</dd>
          </div>
        ))}
    </dl>
  );
}
