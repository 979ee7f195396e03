import { normalizeName } from '@dapnet/model';
import { encodeBasicCredentials } from '../../lib/basic-auth';
import type { SessionUser } from '../session/session-store';

interface SavedUser {
  name: string;
  /** The password sent; blank kept the old one. */
  password: string;
  admin: boolean;
}

/**
 * The session after the server accepted a user save: unchanged (null) when someone else was
 * saved; otherwise the new password's credentials (same spelling of the name as at login) and
 * the admin flag as saved, so the following requests keep working.
 */
export function sessionAfterSave(session: SessionUser, saved: SavedUser): SessionUser | null {
  if (normalizeName(saved.name) !== normalizeName(session.name)) return null;
  const auth =
    saved.password === '' ? session.auth : encodeBasicCredentials(session.name, saved.password);
  return { ...session, auth, admin: saved.admin };
}
