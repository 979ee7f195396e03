/** The calls list's first data (app/first-data.ts): the calls the list shows. */
import { callsQuery } from '../../../features/calls/api';
import type { SessionUser } from '../../../features/session/session-store';
import { type FirstDataModule, signedIn } from '../../first-data';

/** The calls a user sees: an admin's "only mine" (?show=mine) reads a plain user's list. */
export const callsShown = (user: SessionUser, scope: string | null) =>
  callsQuery(scope === 'mine' ? { ...user, admin: false } : user);

export default {
  List: signedIn((user, search) => [callsShown(user, search.get('show'))]),
} satisfies FirstDataModule;
