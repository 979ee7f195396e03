import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { pollEvery } from '../../../lib/live-events/live-state';
import { subscribersApi } from '../../subscribers/api';
import { useCurrentUser } from '../../session/current-user/use-current-user';
import { useUserSettings } from '../../session/use-user-settings';
import { allCallsQuery } from '../api';
import { callsTo, ownedSubscribers } from './my-pages';

/**
 * A gentle poll for new pages: once a minute while the tab is visible (TanStack Query pauses an
 * interval in a hidden tab). A user who asked for notifications wants them while looking at
 * another tab too, so for them it goes on in the background (where browsers allow about once a
 * minute anyway). While the live stream is up it brings each page at once, and the poll rests.
 */
export const PAGES_POLL_MS = 60_000;

/** The calls to the subscribers the signed-in user owns, newest first, kept up to date. */
export function useMyPages() {
  const { name } = useCurrentUser();
  const { pageNotifications } = useUserSettings().settings;
  const calls = useQuery({
    ...allCallsQuery(),
    refetchInterval: pollEvery(PAGES_POLL_MS),
    refetchIntervalInBackground: pageNotifications,
  });
  const subscribers = useQuery(subscribersApi.listQuery());
  const mine = useMemo(
    () =>
      calls.data && subscribers.data
        ? callsTo(calls.data, ownedSubscribers(subscribers.data, name))
        : undefined,
    [calls.data, subscribers.data, name],
  );
  return { mine, calls, subscribers };
}
