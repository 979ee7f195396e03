/**
 * Who may do what (contract section 2). Endpoints require a level; the caller's status for a
 * request depends on whether they are an admin or an owner of the object concerned.
 */
import { isOwner, type Owned } from '@dapnet/model';
import { forbidden } from '../http/api-error.js';

export type Level = 'ADMIN_ONLY' | 'OWNER_ONLY' | 'USER_ONLY' | 'EVERYBODY';

/** The authenticated user of a request, or none for anonymous callers. */
export interface Caller {
  /** Name as typed in the credentials. */
  username: string;
  /** Stored (lower-case) name. */
  name: string;
  admin: boolean;
}

export type { Owned };

export type Status = 'ADMIN' | 'OWNER' | 'USER' | 'ANYBODY';

export function statusOf(caller: Caller | undefined, target?: Owned): Status {
  if (!caller) return 'ANYBODY';
  if (caller.admin) return 'ADMIN';
  if (target && isOwner(target, caller.name)) return 'OWNER';
  return 'USER';
}

const ALLOWED: Record<Level, readonly Status[]> = {
  ADMIN_ONLY: ['ADMIN'],
  OWNER_ONLY: ['ADMIN', 'OWNER'],
  USER_ONLY: ['ADMIN', 'OWNER', 'USER'],
  EVERYBODY: ['ADMIN', 'OWNER', 'USER', 'ANYBODY'],
};

/** Throws 403 unless the caller reaches `level`; returns the caller's status for views. */
export function requireLevel(caller: Caller | undefined, level: Level, target?: Owned): Status {
  const status = statusOf(caller, target);
  if (!ALLOWED[level].includes(status)) throw forbidden();
  return status;
}

/** Owners and admins see the full view of an object; everybody else a restricted one. */
export function seesFullView(status: Status): boolean {
  return status === 'ADMIN' || status === 'OWNER';
}

/** The Core's rule for writes: owners may change what exists, only admins may create. */
export function requireWriteAccess(
  caller: Caller | undefined,
  existing: Owned | undefined,
): Status {
  return requireLevel(caller, existing ? 'OWNER_ONLY' : 'ADMIN_ONLY', existing);
}
