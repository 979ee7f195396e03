import { describe, expect, it } from 'vitest';
import type { User } from '@dapnet/model';
import { ownerAddresses, ownersMailHrefs } from './owner-mail';

const users: User[] = [
  { name: 'admin', mail: 'admin@example.org', admin: true },
  { name: 'dl1abc', mail: 'dl1abc@example.org', admin: true },
  { name: 'pa3xyz', admin: false },
  { name: 'on4abc', mail: ' ', admin: true },
];

describe('owner mail links', () => {
  it('look owners up ignoring case, once each, leaving out those without an address', () => {
    expect(ownerAddresses(['DL1ABC', 'pa3xyz', 'on4abc', 'dl1abc', 'nobody'], users)).toEqual([
      'dl1abc@example.org',
    ]);
  });

  it('build one link for the owners of every item', () => {
    const nodes = [{ ownerNames: ['admin'] }, { ownerNames: ['dl1abc', 'admin'] }];
    expect(ownersMailHrefs(nodes, users, 'Nodes')).toEqual([
      'mailto:?bcc=admin%40example.org,dl1abc%40example.org&subject=%5BDAPNET%5D%20Nodes',
    ]);
  });

  it('give no link when no owner has an address', () => {
    expect(ownersMailHrefs([{ ownerNames: ['pa3xyz'] }], users, 'x')).toEqual([]);
  });
});

// The same links for transmitters, whose users list may lack addresses (non-admins).
const transmitterUsers = [
  { name: 'dl1abc', mail: 'dl1abc@example.org' },
  { name: 'db9xyz', mail: 'db9+xyz@example.org' },
  { name: 'pa3xyz', mail: undefined },
  { name: 'f4abc', mail: 'f4abc@example.org' },
];

describe('ownersMailHrefs', () => {
  it('mails the owners that have an address, matching names ignoring case', () => {
    const hrefs = ownersMailHrefs(
      [{ ownerNames: ['DL1ABC', 'pa3xyz'] }, { ownerNames: ['db9xyz', 'dl1abc'] }],
      transmitterUsers,
      'Transmitters',
    );
    expect(hrefs).toEqual([
      'mailto:?bcc=dl1abc%40example.org,db9%2Bxyz%40example.org&subject=%5BDAPNET%5D%20Transmitters',
    ]);
  });

  it('gives no link when no owner has an address', () => {
    expect(ownersMailHrefs([{ ownerNames: ['pa3xyz'] }], transmitterUsers, 'x')).toEqual([]);
  });
});
