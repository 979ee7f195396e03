import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ReceiptDetailView, recordId } from '../../../../features/calls/receipt-detail-view';
import { newsQuery } from '../../../../features/rubrics/api';
import { useFormatDateTime } from '../../../../features/session/current-user/use-current-user';
import { paths } from '../../../../lib/paths';

/**
 * /rubrics/content/{id}: one rubric content (rubric, slot, text, when, from whom) and what became
 * of it on every transmitter, laid out as a call's detail view.
 */
export default function RubricContentDetailRoute() {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const { id } = useParams();
  const newsId = recordId(id);
  const news = useQuery(newsQuery());
  const item = newsId === null ? undefined : news.data?.find((each) => each.id === newsId);
  const fields: [string, ReactNode][] | undefined = item && [
    [t('rubricContent.fields.timestamp'), formatDateTime(item.timestamp)],
    [t('rubricContent.fields.owner'), item.ownerName],
    [t('rubricContent.fields.rubric'), item.rubricName],
    [t('rubricContent.fields.number'), String(item.number)],
    [t('rubricContent.fields.text'), item.text],
  ];
  return (
    <ReceiptDetailView
      key={id}
      kind="news"
      id={newsId}
      fields={fields}
      pending={news.isPending}
      listHref={paths.rubricContent.list.href()}
    />
  );
}
