import { lazy, Suspense } from 'react';
import { useToastHostNeeded } from './toast-store';

const ToastHost = lazy(() =>
  import('./toast-host').then((module) => ({ default: module.ToastHost })),
);

/** Mounted once in the shell; brings in the toast host with the first toast. */
export function ToastOutlet() {
  const needed = useToastHostNeeded((state) => state.needed);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <ToastHost />
    </Suspense>
  );
}
