import { lazy, Suspense } from 'react';

// Its own chunk, fetched once someone is signed in: visitors never load it.
const UnreadPagesCount = lazy(() => import('../../features/calls/unread-pages-count'));

/**
 * The unread pages count where the bar shows it: beside "My pages", and on the folded menu's
 * button so a phone shows it without opening the menu. Only one place announces new pages as
 * notifications (`notify`), or each would arrive twice.
 */
export function UnreadCountSlot({ notify }: { notify: boolean }) {
  return (
    <Suspense fallback={null}>
      <UnreadPagesCount notify={notify} />
    </Suspense>
  );
}
