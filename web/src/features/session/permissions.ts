import { includesName, normalizeName } from '@dapnet/model';
import { selectUser, useSession } from './session-store';

/** Who is asking: the signed-in user's name and admin flag. */
export interface Viewer {
  name: string;
  admin: boolean;
}

/**
 * Admin or owner may change it (spec section 6): admins change every record, other users only
 * those whose owner list names them, ignoring case as the Core does.
 */
export function mayChange(
  record: { ownerNames?: readonly string[] | null },
  viewer: Viewer,
): boolean {
  return viewer.admin || includesName(record.ownerNames, viewer.name);
}

/** A user record: admins change every one, everybody else only their own (spec section 6). */
export function mayChangeUser(user: { name: string }, viewer: Viewer): boolean {
  return viewer.admin || normalizeName(user.name) === normalizeName(viewer.name);
}

/** The signed-in viewer, or a guest who may change nothing (the login guard keeps guests out). */
export function useViewer(): Viewer {
  const user = useSession(selectUser);
  return user ?? { name: '', admin: false };
}
