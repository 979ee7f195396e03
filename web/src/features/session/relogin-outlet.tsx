import { lazyPart } from '../../components/lazy-part';
import { useRelogin } from './relogin';

// The dialog and its form fields load when a password is first rejected, not with the page; if
// they cannot be fetched then, the page stays as it is (lazyPart) and the next 401 asks again.
const reloginDialog = lazyPart(() =>
  import('./relogin-dialog').then((module) => module.ReloginDialog),
);

/** Mounted once for the whole app; shows the sign-in-again dialog while it is asked for. */
export function ReloginOutlet() {
  const open = useRelogin((state) => state.name !== null);
  if (!open) return null;
  return <reloginDialog.Part />;
}
