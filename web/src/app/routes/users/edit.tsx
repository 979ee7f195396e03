import { useParams } from 'react-router';
import { EditRecord } from '../../../components/form';
import { usersApi } from '../../../features/users/api';
import { UserForm } from '../../../features/users/user-form';
import { mayChangeUser, useViewer } from '../../../features/session/permissions';
import { paths } from '../../../lib/paths';

export default function EditUserRoute() {
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
