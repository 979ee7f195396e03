import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Call } from '@dapnet/model';
import { DataTable, RowActions, type Column } from '../../components/data-table';
import { namesColumn } from '../../components/data-table/names-column';
import { DeliveryNotice, useReceiptColumn } from '../../components/delivery/use-receipt-column';
import { paths } from '../../lib/paths';
import { useCurrentUser } from '../session/current-user/use-current-user';
import { useCallColumns, useEmergencyField } from './call-columns';
import { receiptListQuery, receiptsAvailable } from './receipts-api';
import { messagePrefix, sendAgainState } from './send-again';

const callId = (call: Call) => call.id;
const callHref = (id: number) => paths.calls.detail.href(String(id));

/**
 * The "Delivery" column of a list of calls and its notice (components/delivery): the receipts
 * are asked for beside the calls, never before them.
 */
export function useCallReceiptColumn() {
  const available = receiptsAvailable();
  const receipts = useQuery(receiptListQuery('call'));
  return useReceiptColumn({ available, receipts, idOf: callId, hrefOf: callHref });
}

interface CallsTableProps {
  calls: readonly Call[] | undefined;
  /** `calls` are the newest of a list still arriving (DataTable's `partial`). */
  partial?: boolean;
  error: unknown;
  refreshing: boolean;
  onRefresh: () => void;
}

/**
 * Calls, newest first: when, to whom, through which groups, what (an emergency's with a badge, in
 * a tinted row), from whom, and how far their delivery got (linked to each call's detail view). The user's own calls can be sent again.
 */
export function CallsTable({ calls, partial, error, refreshing, onRefresh }: CallsTableProps) {
  const { t } = useTranslation();
  const callColumns = useCallColumns();
  const emergencyField = useEmergencyField();
  const user = useCurrentUser();
  const delivery = useCallReceiptColumn();
  const columns = useMemo<Column<Call>[]>(
    () => [
      callColumns.timestamp,
      callColumns.subscribers,
      namesColumn(
        'groups',
        t('calls.fields.transmitterGroups'),
        (call) => call.transmitterGroupNames,
      ),
      callColumns.message,
      { id: 'owner', header: t('calls.fields.owner'), text: (call) => call.ownerName },
      ...(delivery.column ? [delivery.column] : []),
    ],
    [t, callColumns, delivery.column],
  );
  return (
    <>
      <DeliveryNotice text={delivery.notice} />
      <DataTable
        label={t('calls.title')}
        columns={columns}
        exportAs={{ name: 'calls', fields: [emergencyField] }}
        rows={calls}
        partial={partial}
        // Calls have no name; the embedded server numbers them, a real Core's list is chronological.
        rowKey={(call, index) => (call.id === undefined ? `#${index}` : String(call.id))}
        // Every signed-in user may send calls.
        empty={{
          text: t('calls.empty'),
          create: { href: paths.calls.new.href(), label: t('calls.new') },
        }}
        error={error}
        refreshing={refreshing}
        onRefresh={onRefresh}
        // One's own call can go again: the new-call page opens with its recipients, groups and text.
        actions={(call) =>
          call.ownerName.toLowerCase() === user.name.toLowerCase() ? (
            <RowActions
              name={call.text}
              sendAgain={{
                href: paths.calls.new.href(),
                state: sendAgainState(call, messagePrefix(user.name)),
              }}
            />
          ) : null
        }
      />
    </>
  );
}
