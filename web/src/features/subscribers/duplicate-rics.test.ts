import { describe, expect, it } from 'vitest';
import type { Subscriber } from '@dapnet/model';
import { findDuplicateRics, ricsOfLines } from './duplicate-rics';
import { pagerSummary } from './pager-summary';

const subscriber = (name: string, rics?: number[]): Subscriber => ({
  name,
  description: '',
  numeric: false,
  ownerNames: ['admin'],
  ...(rics ? { pagers: rics.map((number) => ({ number, name: 'Skyper' })) } : {}),
});

const pagers = (...rics: number[]) => rics.map((number) => ({ number, name: 'Skyper' }));

describe('findDuplicateRics', () => {
  const all = [subscriber('dl1abc', [100, 200]), subscriber('db9xyz', [300])];

  it('finds RICs another subscriber has, each once, with the subscriber that has it', () => {
    expect(findDuplicateRics(pagers(300, 5, 300), all, 'new1')).toEqual([
      { ric: 300, subscriber: 'db9xyz' },
    ]);
  });

  it('names every subscriber that has the RIC', () => {
    const shared = [...all, subscriber('f4abc', [300, 300])];
    expect(findDuplicateRics(pagers(300), shared, 'new1')).toEqual([
      { ric: 300, subscriber: 'db9xyz' },
      { ric: 300, subscriber: 'f4abc' },
    ]);
  });

  it('does not count the subscriber’s own RICs, whatever the case of its name', () => {
    expect(findDuplicateRics(pagers(100, 200), all, 'DL1ABC')).toEqual([]);
    expect(findDuplicateRics(pagers(100, 300), all, 'dl1abc')).toEqual([
      { ric: 300, subscriber: 'db9xyz' },
    ]);
  });

  it('finds nothing in a list without pagers (the restricted view)', () => {
    expect(findDuplicateRics(pagers(100), [subscriber('dl1abc')], 'x')).toEqual([]);
  });
});

describe('pagerSummary', () => {
  it('shows padded RICs with the pager names, or dashes when hidden', () => {
    expect(pagerSummary(subscriber('a', [12345, 2_097_151]))).toBe(
      '0012345 (Skyper), 2097151 (Skyper)',
    );
    expect(pagerSummary(subscriber('a'))).toBe('---');
  });
});

describe('ricsOfLines', () => {
  it('reads the RICs typed so far, skipping lines that are not (yet) a number', () => {
    expect(ricsOfLines('0123456\n\n12a\n 42 \n').map((pager) => pager.number)).toEqual([
      123456, 42,
    ]);
  });

  it('finds the subscriber that has a RIC typed with leading zeros', () => {
    const all = [subscriber('db9xyz', [300])];
    expect(findDuplicateRics(ricsOfLines('0000300'), all, 'new1')).toEqual([
      { ric: 300, subscriber: 'db9xyz' },
    ]);
  });
});
