import { lazyPart } from '../lazy-part';
import { useDialogQueue } from './dialog-store';
import { PlainDialogHost } from './plain-dialog-host';

// The dialog code (modal, focus trap, transitions) loads with the first dialog, not with the page;
// a form fetches it as it opens (preloadDialogs). Should it still be missing when a dialog is
// asked for, and cannot be fetched, the plain stand-in says the same.
const dialogHost = lazyPart(
  () => import('../widgets/feedback/dialog-host').then((module) => module.DialogHost),
  PlainDialogHost,
);

/** Fetches the dialogs' code now, for a screen whose actions may need it without a server. */
export const preloadDialogs = dialogHost.preload;

/** Mounted once in the shell; shows queued dialogs. */
export function DialogOutlet() {
  const pending = useDialogQueue((state) => state.queue.length > 0);
  if (!pending) return null;
  return <dialogHost.Part />;
}
