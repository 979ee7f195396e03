import { UserForm } from '../../../features/users/user-form';

/** Admins only: the router's guard (lib/entities.ts) shows everybody else the permission message. */
export default function NewUserRoute() {
  return <UserForm />;
}
