import { lazy, Suspense } from 'react';
import { useRelogin } from './relogin';

// The dialog and its form fields load when a password is first rejected, not with the page.
const ReloginDialog = lazy(() =>
  import('./relogin-dialog').then((module) => ({ default: module.ReloginDialog })),
);

/** Mounted once for the whole app; shows the sign-in-again dialog while it is asked for. */
export function ReloginOutlet() {
  const open = useRelogin((state) => state.name !== null);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <ReloginDialog />
    </Suspense>
  );
}
