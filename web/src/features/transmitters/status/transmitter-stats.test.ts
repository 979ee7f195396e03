import { describe, expect, it } from 'vitest';
import { addressText, countDevices, countTransmitters, deviceText } from './transmitter-stats';

const row = (status: string, usage: string, deviceType: string | null = 'UniPager') => ({
  status,
  usage,
  deviceType,
});

describe('transmitter statistics', () => {
  it('counts online and total per usage class and in all', () => {
    const counts = countTransmitters([
      row('ONLINE', 'WIDERANGE'),
      row('OFFLINE', 'WIDERANGE'),
      row('DISABLED', 'WIDERANGE'),
      row('ONLINE', 'PERSONAL'),
      row('ERROR', 'PERSONAL'),
    ]);
    expect(counts).toEqual({
      widerange: { online: 1, total: 3 },
      personal: { online: 1, total: 2 },
      all: { online: 2, total: 5 },
    });
  });

  it('counts devices of online transmitters, optionally widerange only', () => {
    const rows = [
      row('ONLINE', 'WIDERANGE', 'UniPager'),
      row('ONLINE', 'PERSONAL', 'UniPager'),
      row('ONLINE', 'PERSONAL', 'MMDVM'),
      row('ONLINE', 'WIDERANGE', null),
      row('OFFLINE', 'WIDERANGE', 'RasPager'),
    ];
    expect(countDevices(rows, false)).toEqual([
      { type: 'UniPager', count: 2 },
      { type: 'MMDVM', count: 1 },
      { type: null, count: 1 },
    ]);
    expect(countDevices(rows, true)).toEqual([
      { type: 'UniPager', count: 1 },
      { type: null, count: 1 },
    ]);
  });

  it('shows device and address as plain text', () => {
    expect(deviceText({ deviceType: 'UniPager', deviceVersion: '1.0.3' })).toBe('UniPager 1.0.3');
    expect(deviceText({ deviceType: 'MMDVM', deviceVersion: null })).toBe('MMDVM');
    expect(deviceText({ deviceType: null, deviceVersion: null })).toBe('');
    expect(addressText({ address: { ip_addr: '44.149.1.2', port: 43567 } })).toBe(
      '44.149.1.2:43567',
    );
    expect(addressText({ address: null })).toBeNull();
  });
});
