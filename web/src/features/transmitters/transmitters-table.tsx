import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { HIDDEN_PORT, mayChange, type Transmitter, type User } from '@dapnet/model';
import { DataTable, RowActions, type Column } from '../../components/data-table';
import { namesColumn } from '../../components/data-table/names-column';
import { showErrorDialog } from '../../components/dialogs/dialogs';
import { markerPosition } from '../../components/map/marker-style';
import { useDeleteAction } from '../../components/form/use-delete-action';
import { paths } from '../../lib/paths';
import { useCurrentUser } from '../session/use-current-user';
import { sendRubricNames, transmittersApi } from './api';
import { buildUnaddressedMailHref } from '../../lib/mail-links';
import { ownersMailHrefs } from '../../lib/owner-mail';
import { useLiveColumns } from './live-columns';
import { addressText, deviceText } from './transmitter-stats';
import { useTransmitterExport } from './transmitter-export';
import styles from './transmitters-table.module.css';

interface TransmittersTableProps {
  transmitters: readonly Transmitter[] | undefined;
  /** For the owners' mail addresses; without them there is no mail action. */
  users: readonly User[] | undefined;
  error: unknown;
  refreshing: boolean;
  onRefresh: () => void;
}

const UNKNOWN = '---';

/** Transmitters: where they are connected, what they run, how they are; actions for owners. */
export function TransmittersTable(props: TransmittersTableProps) {
  const { transmitters, users, error, refreshing, onRefresh } = props;
  const { t } = useTranslation();
  const user = useCurrentUser();
  const remove = useDeleteAction(transmittersApi);
  const live = useLiveColumns<Transmitter>();
  const showOnMap = t('transmitters.showOnMap');
  const exportAs = useTransmitterExport();
  const columns = useMemo<Column<Transmitter>[]>(
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
      },
      live.status,
      live.connectedSince,
    ],
    [t, live, showOnMap],
  );

  const actions = (row: Transmitter) => {
    if (!mayChange(row, user)) return null;
    const subject = t('transmitters.mailSubjectOne', { name: row.name });
    // Owners may mail their co-owners too (spec section 6), but only admins get the addresses:
    // an owner's mail opens unaddressed, naming the owners to write to.
    const mailHrefs = users
      ? ownersMailHrefs([row], users, subject)
      : [
          buildUnaddressedMailHref(
            subject,
            t('transmitters.mailOwnersBody', { owners: row.ownerNames.join(', ') }),
          ),
        ];
    return (
      <RowActions
        name={row.name}
        editHref={paths.transmitters.edit.href(row.name)}
        onDelete={() => void remove(row.name)}
        mailHrefs={mailHrefs}
        mailLabel={users ? undefined : t('transmitters.mailOwnersUnaddressed', { name: row.name })}
        onSendRubricNames={() => void sendRubricNames(row.name).catch(showErrorDialog)}
        guideHref={paths.transmitters.guide.href(row.name)}
        monitorHref={paths.transmitters.monitor.href(row.name)}
      />
    );
  };

  return (
    <DataTable
      label={t('transmitters.title')}
      columns={columns}
      rows={transmitters}
      rowKey={(row) => row.name}
      empty={{
        text: t('transmitters.empty'),
        create: user.admin
          ? { href: paths.transmitters.new.href(), label: t('transmitters.new') }
          : undefined,
      }}
      actions={actions}
      exportAs={exportAs}
      error={error}
      refreshing={refreshing}
      onRefresh={onRefresh}
    />
  );
}
