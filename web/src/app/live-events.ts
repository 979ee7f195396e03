/**
 * Keeps one live event stream open while somebody is signed in and the server has one (the
 * embedded server's `monitorUrl`; a real Core has none, and its pages poll as they always did).
 * The stream's code is loaded only then, and only once the first screen is up (lib/first-screen.ts):
 * on a phone's link its code and request would share the bandwidth with the page's own, and the
 * lists poll until the stream is up anyway. Signing out, or in as somebody else, closes the stream
 * (and opens theirs).
 */
import type { QueryClient } from '@tanstack/react-query';
import { useSession } from '../features/session/session-store';
import { sessionAuthorization } from '../lib/api-client';
import { getConfig } from '../lib/config';
import { whenFirstScreenShown } from '../lib/first-screen';

interface OpenStream {
  auth: string;
  stop?: () => void;
  /** Signed out (or in as somebody else) before the stream's code arrived. */
  cancelled: boolean;
}

export function followSessionWithLiveEvents(queryClient: QueryClient): void {
  let open: OpenStream | undefined;

  const sync = () => {
    const { user } = useSession.getState();
    const { monitorUrl } = getConfig();
    const auth = user && monitorUrl ? user.auth : undefined;
    if (open?.auth === auth) return;
    if (open) {
      open.cancelled = true;
      open.stop?.();
      open = undefined;
    }
    const authorization = sessionAuthorization();
    if (!auth || !authorization) return;
    const current: OpenStream = { auth, cancelled: false };
    open = current;
    import('../lib/live-events/start')
      .then(({ startLiveEvents }) => {
        if (current.cancelled) return;
        current.stop = startLiveEvents(
          queryClient,
          monitorUrl,
          authorization,
          () => useSession.getState().user,
        );
      })
      // Without its code (a deploy replaced the chunks) the pages poll as without a stream.
      .catch(() => {});
  };

  whenFirstScreenShown(() => {
    useSession.subscribe(sync);
    sync();
  });
}
