import { QueryClient, QueryObserver } from '@tanstack/react-query';
import type { Transmitter } from '@dapnet/model';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LiveEventApplier } from './apply-events';
import { LONGEST_RETRY_MS, retryDelay } from './backoff';

const transmitter = (name: string, status: string, ownerNames = ['owner']) =>
  ({
    name,
    status,
    ownerNames,
    address: { ip_addr: '192.0.2.10', port: 4000 },
    connectedSince: null,
  }) as unknown as Transmitter;

describe('LiveEventApplier', () => {
  let client: QueryClient;
  beforeEach(() => {
    vi.useFakeTimers();
    client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 60_000 } } });
  });
  afterEach(() => {
    client.clear();
    vi.useRealTimers();
  });

  it('writes a transmitter’s new status into the cached list after the batch', () => {
    client.setQueryData(
      ['transmitters'],
      [transmitter('tx1', 'OFFLINE'), transmitter('tx2', 'ONLINE')],
    );
    const applier = new LiveEventApplier(client, () => ({ name: 'owner', admin: false }));
    applier.take({
      event: 'transmitter',
      data: { name: 'TX1', status: 'ONLINE', connectedSince: '2026-11-27T01:00:00Z' },
    });
    expect(client.getQueryData<Transmitter[]>(['transmitters'])![0]!.status).toBe('OFFLINE');
    vi.advanceTimersByTime(150);
    const list = client.getQueryData<Transmitter[]>(['transmitters'])!;
    expect(list.map((t) => [t.name, t.status])).toEqual([
      ['tx1', 'ONLINE'],
      ['tx2', 'ONLINE'],
    ]);
    expect(list[0]!.connectedSince).toBe('2026-11-27T01:00:00Z');
  });

  it('masks the address for a viewer who does not own the transmitter', () => {
    client.setQueryData(['transmitters'], [transmitter('tx1', 'OFFLINE', ['someone'])]);
    const applier = new LiveEventApplier(client, () => ({ name: 'owner', admin: false }));
    applier.take({
      event: 'transmitter',
      data: { name: 'tx1', status: 'ONLINE', address: { ip_addr: '198.51.100.7', port: 5000 } },
    });
    vi.advanceTimersByTime(150);
    const [shown] = client.getQueryData<Transmitter[]>(['transmitters'])!;
    expect(shown!.address?.ip_addr).not.toBe('198.51.100.7');
  });

  it('refetches a list on a record event but only marks an open record stale', async () => {
    const list = vi.fn(async () => [{ name: 'dl1abc' }]);
    const item = vi.fn(async () => ({ name: 'dl1abc' }));
    // Both on screen: the list and an edit form's record.
    const unsubscribe = [
      new QueryObserver(client, { queryKey: ['subscribers'], queryFn: list }),
      new QueryObserver(client, { queryKey: ['subscribers', 'dl1abc'], queryFn: item }),
    ].map((observer) => observer.subscribe(() => {}));
    await vi.runAllTimersAsync();
    list.mockClear();
    item.mockClear();

    const applier = new LiveEventApplier(client, () => null);
    applier.take({ event: 'record', data: { entity: 'subscribers', name: 'dl1abc' } });
    applier.take({ event: 'record', data: { entity: 'subscribers', name: 'dl2abc' } });
    await vi.advanceTimersByTimeAsync(150);
    expect(list).toHaveBeenCalledTimes(1);
    expect(item).not.toHaveBeenCalled();
    expect(client.getQueryState(['subscribers', 'dl1abc'])!.isInvalidated).toBe(true);
    unsubscribe.forEach((stop) => stop());
  });

  it('counts a page to the reader’s subscriber at once, in the cached list of all calls', () => {
    const earlier = {
      text: 'old',
      timestamp: '2026-11-27T00:00:00Z',
      ownerName: 'admin',
      emergency: false,
      callSignNames: ['dl1abc'],
      transmitterGroupNames: ['all'],
    };
    client.setQueryData(['calls', '*'], [earlier]);
    const applier = new LiveEventApplier(client, () => null);
    const page = {
      id: 7,
      timestamp: '2026-11-27T01:00:00Z',
      text: 'ADMIN: hello',
      emergency: false,
      ownerName: 'admin',
      subscriberNames: ['dl1abc'],
    };
    applier.take({ event: 'page', data: page });
    // The same page twice (a replay) is added once.
    applier.take({ event: 'page', data: page });
    vi.advanceTimersByTime(150);
    const calls = client.getQueryData<{ text: string; callSignNames: string[] }[]>(['calls', '*'])!;
    expect(calls.map((call) => call.text)).toEqual(['old', 'ADMIN: hello']);
    expect(calls[1]!.callSignNames).toEqual(['dl1abc']);
  });

  it('ignores events it does not know and malformed data', () => {
    const applier = new LiveEventApplier(client, () => null);
    const spy = vi.spyOn(client, 'invalidateQueries');
    applier.take({ event: 'surprise', data: {} });
    applier.take({ event: 'transmitter', data: 'not an object' });
    applier.take({ event: 'record', data: { entity: 'constructor', name: 'x' } });
    vi.advanceTimersByTime(150);
    expect(spy).not.toHaveBeenCalled();
  });
});

describe('retryDelay', () => {
  it('doubles from 1 s up to 30 s, spread by a fifth either way', () => {
    const middle = () => 0.5;
    expect([0, 1, 2, 3, 4, 5, 6, 10].map((attempt) => retryDelay(attempt, middle))).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000,
    ]);
    expect(retryDelay(0, () => 0)).toBe(800);
    expect(retryDelay(20, () => 0.999)).toBeLessThanOrEqual(LONGEST_RETRY_MS * 1.2);
  });
});
