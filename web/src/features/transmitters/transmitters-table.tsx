import { useTranslation } from 'react-i18next';
import { mayChange, type Transmitter, type User } from '@dapnet/model';
import { DataTable, RowActions } from '../../components/data-table';
import { showErrorDialog } from '../../components/dialogs/dialogs';
import { useDeleteAction } from '../../components/record-actions/use-delete-action';
import { paths } from '../../lib/paths';
import { useCurrentUser } from '../session/current-user/use-current-user';
import { sendRubricNames, transmittersApi } from './api';
import { buildUnaddressedMailHref } from '../../lib/records/mail-links';
import { ownersMailHrefs } from '../../lib/records/owner-mail';
import { useTransmitterColumns } from './transmitter-columns';
import { useTransmitterExport } from './transmitter-export';

interface TransmittersTableProps {
  transmitters: readonly Transmitter[] | undefined;
  /** For the owners' mail addresses; without them there is no mail action. */
  users: readonly User[] | undefined;
  error: unknown;
  refreshing: boolean;
  onRefresh: () => void;
}

/** Transmitters: where they are connected, what they run, how they are; actions for owners. */
export function TransmittersTable(props: TransmittersTableProps) {
  const { transmitters, users, error, refreshing, onRefresh } = props;
  const { t } = useTranslation();
  const user = useCurrentUser();
  const remove = useDeleteAction(transmittersApi);
  const exportAs = useTransmitterExport();
  const columns = useTransmitterColumns();

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
