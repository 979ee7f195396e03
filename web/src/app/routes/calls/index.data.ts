/**
 * The calls list's first data (app/first-data.ts): the calls the list shows, and their receipts
 * when the server reports delivery, so that the rows come with their Delivery column filled in
 * rather than grow (and move the rows below) when it arrives.
 */
import { callsQuery } from '../../../features/calls/api';
import { receiptListQuery, receiptsAvailable } from '../../../features/calls/receipts-api';
import type { SessionUser } from '../../../features/session/session-store';
import { type FirstDataModule, signedIn } from '../../first-data';

/** The calls a user sees: an admin's "only mine" (?show=mine) reads a plain user's list. */
export const callsShown = (user: SessionUser, scope: string | null) =>
  callsQuery(scope === 'mine' ? { ...user, admin: false } : user);

export default {
  List: signedIn((user, search) => [
    callsShown(user, search.get('show')),
    ...(receiptsAvailable() ? [receiptListQuery('call')] : []),
  ]),
} satisfies FirstDataModule;
