import { describe, expect, it } from 'vitest';
import { summarizeDeliveries, transmitterState } from './delivery.js';

describe('delivery receipts', () => {
  it('counts a transmitter as acknowledged only when every page of it was', () => {
    expect(transmitterState(['acknowledged', 'acknowledged'])).toBe('acknowledged');
    expect(transmitterState(['acknowledged', 'sent'])).toBe('sent');
    expect(transmitterState(['sent', 'queued'])).toBe('queued');
  });

  it('puts trouble before progress', () => {
    expect(transmitterState(['acknowledged', 'failed'])).toBe('failed');
    expect(transmitterState(['queued', 'expired'])).toBe('expired');
  });

  it('counts transmitters, not pages, whatever the case of their names', () => {
    const receipt = summarizeDeliveries([
      { transmitterName: 'db0abc', state: 'acknowledged' },
      { transmitterName: 'DB0ABC', state: 'acknowledged' },
      { transmitterName: 'db0xyz', state: 'sent' },
      { transmitterName: 'dl0off', state: 'offline' },
    ]);
    expect(receipt).toEqual({
      total: 3,
      queued: 0,
      sent: 1,
      acknowledged: 1,
      failed: 0,
      expired: 0,
      offline: 1,
    });
  });
});
