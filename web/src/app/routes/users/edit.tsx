import { useParams } from 'react-router';
import { LoadingPage, useEditRecord } from '../../../components/form';
import { usersApi } from '../../../features/users/api';
import { UserForm } from '../../../features/users/user-form';
import { paths } from '../../../lib/paths';

export default function EditUserRoute() {
  const { id = '' } = useParams();
  const user = useEditRecord(usersApi.itemQuery(id), paths.users.list.href());
  // The form starts from the loaded values, so it is rendered only once they are there.
  if (!user.data) return <LoadingPage />;
  return <UserForm key={user.data.name} record={user.data} />;
}
