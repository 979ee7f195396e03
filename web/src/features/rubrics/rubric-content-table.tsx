import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { News } from '@dapnet/model';
import { DataTable, type Column } from '../../components/data-table';
import { DeliveryNotice, useReceiptColumn } from '../../components/delivery/use-receipt-column';
import { receiptListQuery, receiptsAvailable } from '../calls/api';
import { paths } from '../../lib/paths';
import { isoDateTime } from '../../lib/format';
import { useFormatDateTime } from '../session/current-user/use-current-user';

interface RubricContentTableProps {
  news: readonly News[] | undefined;
  error: unknown;
  refreshing: boolean;
  onRefresh: () => void;
}

const newsId = (item: News) => item.id;
const newsHref = (id: number) => paths.rubricContent.detail.href(String(id));

/**
 * Every filled content slot of every rubric, newest first, each with how far its delivery got
 * (linked to its detail view). Content has no row actions.
 */
export function RubricContentTable({
  news,
  error,
  refreshing,
  onRefresh,
}: RubricContentTableProps) {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const receipts = useQuery(receiptListQuery('news'));
  const delivery = useReceiptColumn({
    available: receiptsAvailable(),
    receipts,
    idOf: newsId,
    hrefOf: newsHref,
  });
  const columns = useMemo<Column<News>[]>(
    () => [
      {
        id: 'timestamp',
        header: t('rubricContent.fields.timestamp'),
        text: (item) => formatDateTime(item.timestamp),
        value: (item) => isoDateTime(item.timestamp),
        sortValue: (item) => item.timestamp,
        sort: 'date',
        firstDirection: 'desc',
        nowrap: true,
      },
      {
        id: 'rubric',
        header: t('rubricContent.fields.rubric'),
        text: (item) => item.rubricName,
      },
      {
        id: 'number',
        header: t('rubricContent.fields.number'),
        text: (item) => String(item.number),
        value: (item) => item.number,
        sortValue: (item) => item.number,
        sort: 'number',
        nowrap: true,
      },
      { id: 'text', header: t('rubricContent.fields.text'), text: (item) => item.text },
      { id: 'owner', header: t('rubricContent.fields.owner'), text: (item) => item.ownerName },
      ...(delivery.column ? [delivery.column] : []),
    ],
    [t, formatDateTime, delivery.column],
  );
  return (
    <>
      <DeliveryNotice text={delivery.notice} />
      <DataTable
        label={t('rubricContent.title')}
        columns={columns}
        exportAs={{ name: 'rubric-content' }}
        rows={news}
        // A rubric holds each slot once, so rubric and slot name an item.
        rowKey={(item) => `${item.rubricName}\u0000${item.number}`}
        // Everybody may post to the rubrics they own, as the side panel's link says.
        empty={{
          text: t('rubricContent.empty'),
          create: { href: paths.rubricContent.new.href(), label: t('rubricContent.new') },
        }}
        error={error}
        refreshing={refreshing}
        onRefresh={onRefresh}
      />
    </>
  );
}
