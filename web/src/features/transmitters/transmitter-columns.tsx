import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { HIDDEN_PORT, type Transmitter } from '@dapnet/model';
import type { Column } from '../../components/data-table';
import { namesColumn } from '../../components/data-table/names-column';
import { markerPosition } from '../../lib/map-marks/marker-style';
import { paths } from '../../lib/paths';
import { useLiveColumns } from './status/live-columns';
import { addressText, deviceText } from './status/transmitter-stats';
import styles from './transmitters-table.module.css';

const UNKNOWN = '---';

/** The transmitters table's columns: where each is connected, what it runs, how it is. */
export function useTransmitterColumns(): Column<Transmitter>[] {
  const { t } = useTranslation();
  const live = useLiveColumns<Transmitter>();
  const showOnMap = t('transmitters.showOnMap');
  return useMemo<Column<Transmitter>[]>(
    () => [
      {
        id: 'name',
        header: t('transmitters.fields.callsign'),
        text: (row) => row.name,
        // The callsign leads to the transmitter on the map, where it has a position.
        render: (row) =>
          markerPosition(row) ? (
            <Link to={paths.transmitters.mapDetail.href(row.name)} title={showOnMap}>
              {row.name}
            </Link>
          ) : (
            row.name
          ),
      },
      {
        id: 'node',
        header: t('transmitters.fields.node'),
        text: (row) => row.nodeName ?? UNKNOWN,
        value: (row) => row.nodeName ?? null,
      },
      {
        id: 'address',
        header: t('transmitters.fields.address'),
        text: (row) => addressText(row) ?? UNKNOWN,
        value: (row) => addressText(row) ?? null,
        // Address and port each stay whole, but may go on two lines on a narrow screen.
        // Someone else's address comes masked, without its port.
        render: (row) =>
          !row.address?.ip_addr ? (
            UNKNOWN
          ) : row.address.port === HIDDEN_PORT ? (
            <span className={styles.nowrap}>{row.address.ip_addr}</span>
          ) : (
            // One element: a phone's card lays a cell's children out as grid items.
            <span className={styles.address}>
              <span className={styles.nowrap}>{row.address.ip_addr}</span>
              <span className={styles.nowrap}>:{row.address.port}</span>
            </span>
          ),
      },
      namesColumn('owners', t('transmitters.fields.owners'), (row) => row.ownerNames),
      {
        id: 'device',
        header: t('transmitters.fields.device'),
        text: (row) => deviceText(row) || UNKNOWN,
        value: (row) => deviceText(row) || null,
        wholeWords: true,
      },
      live.status,
      live.connectedSince,
    ],
    [t, live, showOnMap],
  );
}
