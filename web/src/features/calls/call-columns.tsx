import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Call } from '@dapnet/model';
import { useYesNo, type Column } from '../../components/data-table';
import { Svg } from '../../components/icons';
import { isoDateTime } from '../../lib/format';
import { useFormatDateTime } from '../session/use-current-user';
import styles from './call-columns.module.css';

/** A warning sign: decorative, the badge's text says "yes". */
const WarningIcon = () => (
  <Svg size={14}>
    <path d="M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0Z" />
    <path d="M12 9v4M12 17h.01" />
  </Svg>
);

/**
 * The columns every list of calls shows the same way: when (newest first), to whom, what, and
 * how urgent. Emergency calls stand out with a badge and a tinted row. Every cell is text:
 * messages come from other people.
 */
export function useCallColumns() {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const yesNo = useYesNo();
  return useMemo(
    () =>
      ({
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
        message: { id: 'message', header: t('calls.fields.message'), text: (call) => call.text },
        emergency: {
          id: 'emergency',
          header: t('calls.fields.emergency'),
          text: (call) => yesNo(call.emergency),
          value: (call) => call.emergency,
          render: (call) =>
            call.emergency ? (
              <span className={styles.emergency}>
                <WarningIcon />
                {yesNo(true)}
              </span>
            ) : (
              yesNo(false)
            ),
          nowrap: true,
        },
      }) satisfies Record<string, Column<Call>>,
    [t, formatDateTime, yesNo],
  );
}
