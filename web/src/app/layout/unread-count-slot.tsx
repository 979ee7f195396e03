import { lazyPart } from '../../components/lazy-part';
import { useFirstScreenShown } from '../../lib/first-screen';

// Its own chunk, fetched once someone is signed in: visitors never load it. Should it fail to
// load, the bar goes without the count rather than the page being replaced (lazyPart).
const unreadPagesCount = lazyPart(() =>
  import('../../features/calls/unread-count/unread-pages-count').then((module) => module.default),
);

// The same for the watch that announces the user's own sites going offline on every page.
const siteWatchNotifier = lazyPart(() =>
  import('../../features/my-sites/site-watch/site-watch-notifier').then(
    (module) => module.SiteWatchNotifier,
  ),
);

/**
 * The unread pages count where the bar shows it: beside "My pages", and on the folded menu's
 * button so a phone shows it without opening the menu. Only one place announces new pages (and
 * the user's sites going offline) as notifications (`notify`), or each would arrive twice.
 * Their code and requests start once the page's first screen is up (lib/first-screen.ts).
 */
export function UnreadCountSlot({ notify }: { notify: boolean }) {
  if (!useFirstScreenShown()) return null;
  return (
    <>
      <unreadPagesCount.Part notify={notify} />
      {notify && <siteWatchNotifier.Part />}
    </>
  );
}
