import { UserForm } from '../../../features/users/user-form';
import { paths } from '../../../lib/paths';
import { RequireAdmin } from '../../layout/require-admin';

export default function NewUserRoute() {
  return (
    <RequireAdmin listHref={paths.users.list.href()}>
      <UserForm />
    </RequireAdmin>
  );
}
