/** The users' standard pages: list, new and edit (lib/entities.ts declares them). */
import { ButtonLink } from '../../../components/ui/button';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { OverviewPage } from '../../../components/overview-page/overview-page';
import { useSession } from '../../../features/session/session-store';
import { MailAllButton } from '../../../features/users/mail-all-button';
import { useUserRows } from '../../../features/users/use-user-rows';
import { UsersTable } from '../../../features/users/users-table';
import { formatNumber } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { EditRecord } from '../../../components/record-actions/edit-record';
import { mayChangeUser, useViewer } from '../../../features/session/current-user/permissions';
import { usersApi } from '../../../features/users/api';
import { lazyForm } from '../../../components/page/lazy-form';

export function List() {
  const { t } = useTranslation();
  const user = useSession((state) => state.user)!;
  const language = useSession((state) => state.language);
  const { rows, error, refreshing, refetch } = useUserRows();
  const admins = rows?.filter((row) => row.admin).length ?? 0;
  return (
    <OverviewPage
      actions={
        user.admin && (
          <>
            <ButtonLink to={paths.users.new.href()}>{t('users.new')}</ButtonLink>
            {rows && (
              <MailAllButton
                addresses={rows.map((row) => row.mail)}
                subject={t('users.mailSubjectAll')}
                label={t('users.mailAll')}
              />
            )}
          </>
        )
      }
      statistics={
        rows && [
          { label: t('users.stats.admins'), value: formatNumber(admins, language) },
          { label: t('users.stats.users'), value: formatNumber(rows.length, language) },
        ]
      }
    >
      <UsersTable users={rows} error={error} refreshing={refreshing} onRefresh={refetch} />
    </OverviewPage>
  );
}

/** Loads with the new and edit pages: the list does without it. */
const UserForm = lazyForm(() =>
  import('../../../features/users/user-form').then((module) => module.UserForm),
);

/** Admins only: the router's guard (lib/entities.ts) shows everybody else the permission message. */
export function New() {
  return <UserForm />;
}

export function Edit() {
  const { id = '' } = useParams();
  const viewer = useViewer();
  return (
    <EditRecord
      query={usersApi.itemQuery(id)}
      mayEdit={(record) => mayChangeUser(record, viewer)}
      listHref={paths.users.list.href()}
    >
      {(user) => <UserForm key={user.name} record={user} />}
    </EditRecord>
  );
}
