import { describe, expect, it } from 'vitest';
import type { Transmitter } from '@dapnet/model';
import { quietMonitor } from '../../../testing/transmitter-monitor';
import { firstConnection, refusalReason } from './first-connection';

const monitor = quietMonitor;

const connection = {
  since: '2026-02-14T20:46:00Z',
  address: '192.0.2.4:40000',
  deviceType: 'DAPNETGateway',
  deviceVersion: '20260214',
  timeSlots: '0123',
};
const refusal = (time: string) => ({
  time,
  name: 'DB0ABC',
  address: '192.0.2.4:39999',
  reason: '7 Invalid credentials',
});
const transmitter = { status: 'OFFLINE', lastConnected: null } as unknown as Transmitter;

describe('firstConnection', () => {
  it('waits until the monitor has answered, then for the transmitter', () => {
    expect(firstConnection(transmitter, undefined, true)).toEqual({ kind: 'loading' });
    expect(firstConnection(transmitter, monitor(), true)).toEqual({
      kind: 'waiting',
      lastConnected: null,
    });
  });

  it('shows a refusal until the transmitter connects', () => {
    const refused = refusal('2026-02-14T20:45:00Z');
    expect(firstConnection(transmitter, monitor({ lastRefusal: refused }), true)).toMatchObject({
      kind: 'refused',
      refusal: refused,
    });
    const connected = firstConnection(
      transmitter,
      monitor({ lastRefusal: refused, connection }),
      true,
    );
    expect(connected).toEqual({
      kind: 'connected',
      since: connection.since,
      address: '192.0.2.4:40000',
      device: 'DAPNETGateway 20260214',
      refusal: null,
    });
  });

  it('keeps a refusal that came after the connection (a second device)', () => {
    const later = refusal('2026-02-14T21:00:00Z');
    expect(
      firstConnection(transmitter, monitor({ lastRefusal: later, connection }), true),
    ).toMatchObject({ kind: 'connected', refusal: later });
  });

  it('without a monitor, tells the status the API gives', () => {
    expect(firstConnection(undefined, undefined, false)).toEqual({ kind: 'loading' });
    expect(firstConnection(transmitter, undefined, false)).toEqual({
      kind: 'statusOnly',
      status: 'OFFLINE',
      lastConnected: null,
    });
  });
});

describe('refusalReason', () => {
  it('names the refusals the node sends, and anything else as other', () => {
    expect(refusalReason('7 Invalid credentials')).toBe('wrongKey');
    expect(refusalReason('7 Transmitter not registered')).toBe('notRegistered');
    expect(refusalReason('7 Transmitter disabled')).toBe('disabled');
    expect(refusalReason('7 Invalid welcome message format')).toBe('format');
    expect(refusalReason('7 Something new')).toBe('other');
  });
});
