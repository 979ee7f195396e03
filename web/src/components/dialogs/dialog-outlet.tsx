import { lazy, Suspense } from 'react';
import { useDialogQueue } from './dialog-store';

// The dialog code (modal, focus trap, transitions) loads with the first dialog, not with the page.
const DialogHost = lazy(() =>
  import('./dialog-host').then((module) => ({ default: module.DialogHost })),
);

/** Mounted once in the shell; shows queued dialogs. */
export function DialogOutlet() {
  const pending = useDialogQueue((state) => state.queue.length > 0);
  if (!pending) return null;
  return (
    <Suspense fallback={null}>
      <DialogHost />
    </Suspense>
  );
}
