import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { mayChangeUser, type User } from '@dapnet/model';
import { DataTable, RowActions, useYesNo, type Column } from '../../components/data-table';
import { namesColumn } from '../../components/data-table/names-column';
import { useDeleteAction } from '../../components/record-actions/use-delete-action';
import { paths } from '../../lib/paths';
import { useCurrentUser } from '../session/current-user/use-current-user';
import { usersApi } from './api';
import { buildMailHrefs } from '../../lib/records/mail-links';

/** What the list of users shows: a user and the subscribers (callsigns) they own. */
export interface UserRow extends User {
  subscribers: readonly string[];
}

interface UsersTableProps {
  users: readonly UserRow[] | undefined;
  error: unknown;
  refreshing: boolean;
  onRefresh: () => void;
}

/** Shown where the API gives no mail address (to non-admins, or a user without one). */
const NO_MAIL = '---';

/** Users: name, mail, admin flag, owned subscribers; actions for admins and for oneself. */
export function UsersTable({ users, error, refreshing, onRefresh }: UsersTableProps) {
  const { t } = useTranslation();
  const session = useCurrentUser();
  const remove = useDeleteAction(usersApi);
  const yesNo = useYesNo();
  const columns = useMemo<Column<UserRow>[]>(
    () => [
      { id: 'name', header: t('users.fields.name'), text: (user) => user.name },
      {
        id: 'mail',
        header: t('users.fields.email'),
        text: (user) => (user.mail?.trim() ? user.mail : NO_MAIL),
        value: (user) => (user.mail?.trim() ? user.mail : null),
      },
      {
        id: 'admin',
        header: t('users.fields.admin'),
        text: (user) => yesNo(user.admin),
        value: (user) => user.admin,
        nowrap: true,
      },
      namesColumn('subscribers', t('users.fields.subscribers'), (user) => user.subscribers),
    ],
    [t, yesNo],
  );

  const actions = (user: UserRow) => {
    if (!mayChangeUser(user, session)) return null;
    return (
      <RowActions
        name={user.name}
        editHref={paths.users.edit.href(user.name)}
        onDelete={() => void remove(user.name)}
        mailHrefs={buildMailHrefs([user.mail], t('users.mailSubjectOne', { name: user.name }))}
        mailLabel={t('users.mailOne', { name: user.name })}
      />
    );
  };

  return (
    <DataTable
      label={t('users.title')}
      columns={columns}
      exportAs={{ name: 'users' }}
      rows={users}
      rowKey={(user) => user.name}
      actions={actions}
      error={error}
      refreshing={refreshing}
      onRefresh={onRefresh}
    />
  );
}
