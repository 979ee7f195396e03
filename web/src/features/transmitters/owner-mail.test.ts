import { describe, expect, it } from 'vitest';
import { ownersMailHref } from './owner-mail';

const users = [
  { name: 'dl1abc', mail: 'dl1abc@example.org' },
  { name: 'db9xyz', mail: 'db9+xyz@example.org' },
  { name: 'pa3xyz', mail: undefined },
  { name: 'f4abc', mail: 'f4abc@example.org' },
];

describe('ownersMailHref', () => {
  it('mails the owners that have an address, matching names ignoring case', () => {
    const href = ownersMailHref(
      [{ ownerNames: ['DL1ABC', 'pa3xyz'] }, { ownerNames: ['db9xyz', 'dl1abc'] }],
      users,
      'Transmitters',
    );
    expect(href).toBe(
      'mailto:dl1abc%40example.org,db9%2Bxyz%40example.org?subject=%5BDAPNET%5D%20Transmitters',
    );
  });

  it('gives no link when no owner has an address', () => {
    expect(ownersMailHref([{ ownerNames: ['pa3xyz'] }], users, 'x')).toBeNull();
  });
});
