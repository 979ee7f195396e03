import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useYesNo } from '../../components/data-table';
import { paths } from '../../lib/paths';
import { useFormatDateTime } from '../session/current-user/use-current-user';
import { allCallsQuery } from './api';
import { ReceiptDetailView, recordId } from './receipt-detail-view';

/**
 * /calls/{id}: one call (when, from whom, to whom, through which groups, what) and its delivery.
 * The call comes from the list of every call (the Core has no single-call request), which the
 * calls and My pages screens share; its receipt decides whether the reader may see it.
 */
export function CallDetailPage({ id }: { id: string | undefined }) {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const yesNo = useYesNo();
  const callId = recordId(id);
  const calls = useQuery(allCallsQuery());
  const call = callId === null ? undefined : calls.data?.find((each) => each.id === callId);
  const fields: [string, ReactNode][] | undefined = call && [
    [t('calls.fields.timestamp'), formatDateTime(call.timestamp)],
    [t('calls.fields.owner'), call.ownerName],
    [t('calls.fields.subscribers'), call.callSignNames.join(', ')],
    [t('calls.fields.transmitterGroups'), call.transmitterGroupNames.join(', ')],
    [t('calls.fields.message'), call.text],
    [t('calls.fields.emergency'), yesNo(call.emergency)],
  ];
  return (
    <ReceiptDetailView
      kind="call"
      id={callId}
      fields={fields}
      pending={calls.isPending}
      listHref={paths.calls.list.href()}
    />
  );
}
