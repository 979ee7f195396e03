import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Call } from '@dapnet/model';
import type { Column } from '../../components/data-table';
import { Svg } from '../../components/icons';
import type { ExportField } from '../../lib/records/export-fields';
import { isoDateTime } from '../../lib/format';
import { useFormatDateTime } from '../session/current-user/use-current-user';
import styles from './call-columns.module.css';

/** A warning sign: decorative, the badge's word says it. */
const WarningIcon = () => (
  <Svg size={14}>
    <path d="M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0Z" />
    <path d="M12 9v4M12 17h.01" />
  </Svg>
);

/**
 * The columns every list of calls shows the same way: when (newest first), to whom and what.
 * An emergency call's message starts with an "Emergency" badge with a warning sign, and its row
 * is tinted: the flag lives in the message cell rather than in a column of its own, where a "No"
 * in nearly every row cost a whole column's width (the lists have eight columns beside a side
 * panel on a laptop). Exports keep it as its own boolean field (`emergencyField`). Every cell is
 * text: messages come from other people.
 */
export function useCallColumns() {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  return useMemo(() => {
    const emergency = t('calls.fields.emergency');
    return {
      timestamp: {
        id: 'timestamp',
        header: t('calls.fields.timestamp'),
        text: (call) => formatDateTime(call.timestamp),
        value: (call) => isoDateTime(call.timestamp),
        sortValue: (call) => call.timestamp,
        sort: 'date',
        firstDirection: 'desc',
        // With the zone's name it is too long for one line beside the row actions on a laptop:
        // it breaks between date and time, as "connected since" does.
        nowrap: false,
      },
      subscribers: {
        id: 'subscribers',
        header: t('calls.fields.subscribers'),
        text: (call) => call.callSignNames.join(', '),
        value: (call) => call.callSignNames,
      },
      message: {
        id: 'message',
        header: t('calls.fields.message'),
        // The badge's word is part of the cell's text: a search for "emergency" finds them.
        text: (call) => (call.emergency ? `${emergency} ${call.text}` : call.text),
        value: (call) => call.text,
        sortValue: (call) => call.text,
        render: (call) =>
          call.emergency ? (
            // One element: on a phone the cell is a grid of its label and its content.
            <span>
              <span className={styles.emergency}>
                <WarningIcon />
                {emergency}
              </span>{' '}
              {call.text}
            </span>
          ) : (
            call.text
          ),
      },
    } satisfies Record<string, Column<Call>>;
  }, [t, formatDateTime]);
}

/** The emergency flag in exports, as the API's boolean (the lists show it in the message). */
export function useEmergencyField(): ExportField<Call> {
  const { t } = useTranslation();
  return useMemo(
    () => ({
      key: 'emergency',
      header: t('calls.fields.emergency'),
      value: (call) => call.emergency,
    }),
    [t],
  );
}
