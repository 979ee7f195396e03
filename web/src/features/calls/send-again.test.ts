import { describe, expect, it } from 'vitest';
import type { Call } from '@dapnet/model';
import { readSendAgain, sendAgainState } from './send-again';
import { defaultTestPager } from './use-test-page';

const call: Call = {
  text: 'DB9XYZ: QRV at 18 UTC',
  callSignNames: ['dl1abc'],
  transmitterGroupNames: ['dl-nw'],
  emergency: true,
  ownerName: 'db9xyz',
  timestamp: '2026-11-26T10:00:00Z',
} as Call;

describe('send again', () => {
  it('carries the recipients, groups and text without the sender prefix', () => {
    const state = sendAgainState(call, 'DB9XYZ: ');
    expect(readSendAgain(structuredClone(state))).toEqual({
      text: 'QRV at 18 UTC',
      callSignNames: ['dl1abc'],
      transmitterGroupNames: ['dl-nw'],
    });
  });

  it('reads nothing from a history entry of another kind', () => {
    expect(readSendAgain(null)).toBeNull();
    expect(readSendAgain({ abortForm: true })).toBeNull();
    expect(readSendAgain({ sendAgain: { text: 'x', callSignNames: 'dl1abc' } })).toBeNull();
  });
});

describe('the test page pager', () => {
  it('is the subscriber named like the user, the only one, or none (the user is asked)', () => {
    expect(defaultTestPager(['f1xyz', 'f4abc'], 'F4ABC')).toBe('f4abc');
    expect(defaultTestPager(['f1xyz'], 'f4abc')).toBe('f1xyz');
    expect(defaultTestPager(['f1xyz', 'f2xyz'], 'f4abc')).toBeNull();
  });
});
