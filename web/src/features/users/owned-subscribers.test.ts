import { describe, expect, it } from 'vitest';
import { subscribersByOwner } from './owned-subscribers';

describe('subscribersByOwner', () => {
  it('lists the subscribers of each owner, ignoring case', () => {
    const byOwner = subscribersByOwner([
      { name: 'dl1abc', ownerNames: ['DL1ABC', 'admin'] },
      { name: 'db9xyz', ownerNames: ['db9xyz'] },
      { name: 'dl2abc', ownerNames: ['dl1abc', 'Dl1Abc'] },
      { name: 'orphan', ownerNames: null },
    ]);
    expect(byOwner.get('dl1abc')).toEqual(['dl1abc', 'dl2abc']);
    expect(byOwner.get('admin')).toEqual(['dl1abc']);
    expect(byOwner.get('db9xyz')).toEqual(['db9xyz']);
    expect(byOwner.get('nobody')).toBeUndefined();
  });
});
