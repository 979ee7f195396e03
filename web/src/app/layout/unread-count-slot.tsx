import { lazyPart } from '../../components/lazy-part';

// Its own chunk, fetched once someone is signed in: visitors never load it. Should it fail to
// load, the bar goes without the count rather than the page being replaced (lazyPart).
const unreadPagesCount = lazyPart(() =>
  import('../../features/calls/unread-pages-count').then((module) => module.default),
);

/**
 * The unread pages count where the bar shows it: beside "My pages", and on the folded menu's
 * button so a phone shows it without opening the menu. Only one place announces new pages as
 * notifications (`notify`), or each would arrive twice.
 */
export function UnreadCountSlot({ notify }: { notify: boolean }) {
  return <unreadPagesCount.Part notify={notify} />;
}
