// name-compare, not names: names also holds the name schema, which would bring zod along.
import { includesName, normalizeName } from './name-compare.js';

/**
 * Who may change what (spec section 6, contract section 2), the one rule the server enforces and
 * every table and form of the web app follows.
 */

/** Someone asking: their name and whether they are an admin. */
export interface Viewer {
  name: string;
  admin: boolean;
}

/** Anything with owners. */
export interface Owned {
  ownerNames?: readonly string[] | null;
}

/** Whether `name` is among the record's owners, ignoring case as the Core does. */
export function isOwner(record: Owned, name: string): boolean {
  return includesName(record.ownerNames, name);
}

/** Admins change every record; other users only those whose owner list names them. */
export function mayChange(record: Owned, viewer: Viewer): boolean {
  return viewer.admin || isOwner(record, viewer.name);
}

/** A user record owns itself: admins change every user, everybody else only themselves. */
export function mayChangeUser(user: { name: string }, viewer: Viewer): boolean {
  return viewer.admin || normalizeName(user.name) === normalizeName(viewer.name);
}
