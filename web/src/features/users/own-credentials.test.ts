import { describe, expect, it } from 'vitest';
import { encodeBasicCredentials } from '../../lib/basic-auth';
import type { SessionUser } from '../session/session-store';
import { sessionAfterSave } from './own-credentials';

const session: SessionUser = {
  name: 'db9xyz',
  admin: false,
  auth: encodeBasicCredentials('db9xyz', 'old1'),
  remember: true,
};

describe('sessionAfterSave', () => {
  it('switches to the new password when users save themselves', () => {
    expect(sessionAfterSave(session, { name: 'DB9XYZ', password: 'new2', admin: false })).toEqual({
      ...session,
      auth: encodeBasicCredentials('db9xyz', 'new2'),
    });
  });

  it('keeps the credentials when the password was left blank', () => {
    expect(sessionAfterSave(session, { name: 'db9xyz', password: '', admin: false })).toEqual(
      session,
    );
  });

  it('follows an admin who removed their own admin flag', () => {
    const admin = { ...session, admin: true };
    expect(sessionAfterSave(admin, { name: 'db9xyz', password: '', admin: false })?.admin).toBe(
      false,
    );
  });

  it('leaves the session alone when someone else was saved', () => {
    expect(sessionAfterSave(session, { name: 'pa3xyz', password: 'x1', admin: false })).toBeNull();
  });
});
