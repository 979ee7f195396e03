import { lazyPart } from '../lazy-part';
import { useToastHostNeeded } from './toast-store';

// The toasts' code loads with the first toast, or earlier with a form (preloadToasts). A toast
// whose code cannot be fetched is left out: it only confirms what the page shows anyway.
const toastHost = lazyPart(() =>
  import('../widgets/feedback/toast-host').then((module) => module.ToastHost),
);

/** Fetches the toasts' code now, for a screen whose actions end with a toast. */
export const preloadToasts = () =>
  Promise.all([
    toastHost.preload(),
    import('../widgets/feedback/toast-api').catch(() => undefined),
  ]).then(() => undefined);

/** Mounted once in the shell; brings in the toast host with the first toast. */
export function ToastOutlet() {
  const needed = useToastHostNeeded((state) => state.needed);
  if (!needed) return null;
  return <toastHost.Part />;
}
