import { UserForm } from '../../../features/users/user-form';

export default function NewUserRoute() {
  return <UserForm />;
}
