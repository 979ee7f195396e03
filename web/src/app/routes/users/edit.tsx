import { useParams } from 'react-router';
import { EditRecord } from '../../../components/form';
import { usersApi } from '../../../features/users/api';
import { UserForm } from '../../../features/users/user-form';
import { paths } from '../../../lib/paths';

export default function EditUserRoute() {
  const { id = '' } = useParams();
  return (
    <EditRecord query={usersApi.itemQuery(id)} listHref={paths.users.list.href()}>
      {(user) => <UserForm key={user.name} record={user} />}
    </EditRecord>
  );
}
