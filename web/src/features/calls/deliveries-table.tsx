import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatRic, type Delivery } from '@dapnet/model';
import { DeliveryStateLabel } from '../../components/delivery/receipt-status';
import { PlainTable, type PlainColumn } from '../../components/plain-table/plain-table';
import { useFormatDateTime } from '../session/current-user/use-current-user';

/**
 * Every page behind a receipt, one row per transmitter and page: its state in words, how often it
 * was sent, when it was queued, sent and finished, the node, and the RIC and text exactly as they
 * went on the air. Texts are shown as text: they come from other people.
 */
export function DeliveriesTable({ deliveries }: { deliveries: readonly Delivery[] }) {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const columns = useMemo<PlainColumn<Delivery>[]>(() => {
    const time = (value: string | null) => (value === null ? '–' : formatDateTime(value));
    return [
      {
        id: 'transmitter',
        header: t('receipts.fields.transmitter'),
        cell: (row) => row.transmitterName,
        nowrap: true,
      },
      {
        id: 'state',
        header: t('receipts.fields.state'),
        cell: (row) => <DeliveryStateLabel state={row.state} />,
      },
      {
        id: 'attempts',
        header: t('receipts.fields.attempts'),
        cell: (row) => String(row.attempts),
        nowrap: true,
      },
      { id: 'queued', header: t('receipts.fields.queuedAt'), cell: (row) => time(row.queuedAt) },
      { id: 'sent', header: t('receipts.fields.sentAt'), cell: (row) => time(row.sentAt) },
      {
        id: 'finished',
        header: t('receipts.fields.finishedAt'),
        cell: (row) => time(row.finishedAt),
      },
      // A node's name stays whole ("db0dbn", not "db0db / n" when the row is tight).
      {
        id: 'node',
        header: t('receipts.fields.node'),
        cell: (row) => row.nodeName ?? '–',
        nowrap: true,
      },
      {
        id: 'ric',
        header: t('receipts.fields.ric'),
        cell: (row) => formatRic(row.ric),
        nowrap: true,
      },
      { id: 'text', header: t('receipts.fields.text'), cell: (row) => row.text },
    ];
  }, [t, formatDateTime]);
  return (
    <PlainTable
      label={t('receipts.transmitters')}
      columns={columns}
      rows={deliveries}
      rowKey={(row, index) => `${row.transmitterName}|${row.ric}|${index}`}
      empty={t('receipts.noTransmitters')}
    />
  );
}
