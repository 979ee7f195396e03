import { describe, expect, it } from 'vitest';
import { isOwner, mayChange, mayChangeUser } from './permissions.js';

const admin = { name: 'admin', admin: true };
const owner = { name: 'db9xyz', admin: false };
const stranger = { name: 'f4abc', admin: false };

describe('who may change a record', () => {
  it('lets admins change everything, owners their own and nobody else', () => {
    const record = { ownerNames: ['DB9XYZ', 'pa3xyz'] };
    expect(mayChange(record, admin)).toBe(true);
    expect(mayChange(record, owner)).toBe(true);
    expect(mayChange(record, stranger)).toBe(false);
    expect(mayChange({ ownerNames: [] }, stranger)).toBe(false);
    expect(mayChange({}, stranger)).toBe(false);
    expect(isOwner(record, 'Pa3Xyz')).toBe(true);
    expect(isOwner({ ownerNames: null }, 'pa3xyz')).toBe(false);
  });

  it('lets users change only themselves, admins everybody', () => {
    expect(mayChangeUser({ name: 'F4ABC' }, stranger)).toBe(true);
    expect(mayChangeUser({ name: 'db9xyz' }, stranger)).toBe(false);
    expect(mayChangeUser({ name: 'db9xyz' }, admin)).toBe(true);
  });
});
