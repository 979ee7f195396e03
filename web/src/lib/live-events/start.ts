/**
 * The live event stream of a signed-in tab, put together: the connection and what its events
 * change in the query cache. Loaded on demand once somebody signs in (app/live-events.ts), so a
 * guest's first visit does not carry it.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { Viewer } from '@dapnet/model';
import { setLiveStreamUp } from './live-state';
import { LiveEventApplier } from './apply-events';
import { openLiveStream } from './stream-connection';

export function startLiveEvents(
  queryClient: QueryClient,
  monitorUrl: string,
  authorization: string,
  viewer: () => Viewer | null,
): () => void {
  const applier = new LiveEventApplier(queryClient, viewer);
  let wasUp = false;
  const close = openLiveStream(monitorUrl, authorization, {
    onEvent: (event) => applier.take(event),
    onUp(up) {
      // Back after a break that the server could not replay: the lists may be behind.
      if (up && wasUp) void queryClient.invalidateQueries({ type: 'active' });
      if (up) wasUp = true;
      // The lists' polls rest while the stream brings the changes, and go on when it does not.
      setLiveStreamUp(up, queryClient);
    },
  });
  return () => {
    close();
    applier.stop();
    setLiveStreamUp(false, queryClient);
  };
}
