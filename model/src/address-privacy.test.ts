import { describe, expect, it } from 'vitest';
import {
  addressLabel,
  maskAddress,
  maskIpAddress,
  seesFullAddress,
  withAddressFor,
} from './address-privacy.js';

describe('masking an IP address', () => {
  it('hides the last octet of an IPv4 address and its port', () => {
    expect(maskIpAddress('203.0.113.7')).toBe('203.0.113.x');
    expect(maskIpAddress('203.0.113.7:51234')).toBe('203.0.113.x');
  });

  it('keeps the first three groups (the /48) of an IPv6 address', () => {
    expect(maskIpAddress('2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1::x');
    expect(maskIpAddress('2001:db8:1:2::7')).toBe('2001:db8:1::x');
    expect(maskIpAddress('2001:db8::7')).toBe('2001:db8:0::x');
    expect(maskIpAddress('[2001:db8:1:2::7]:51234')).toBe('2001:db8:1::x');
    expect(maskIpAddress('fe80:1:2::7%eth0')).toBe('fe80:1:2::x');
    expect(maskIpAddress('::1')).toBe('0:0:0::x');
  });

  it('masks the IPv4 part of an IPv4-mapped IPv6 address', () => {
    expect(maskIpAddress('::ffff:203.0.113.7')).toBe('::ffff:203.0.113.x');
    expect(maskIpAddress('[::ffff:203.0.113.7]:51234')).toBe('::ffff:203.0.113.x');
  });

  it('changes nothing more when masking a masked address', () => {
    for (const ip of ['203.0.113.7', '2001:db8:1:2::7', '::ffff:203.0.113.7']) {
      const masked = maskIpAddress(ip);
      expect(maskIpAddress(masked)).toBe(masked);
    }
  });

  it('leaves an empty address empty and hides what is no IP address whole', () => {
    expect(maskIpAddress('')).toBe('');
    expect(maskIpAddress('  ')).toBe('');
    expect(maskIpAddress('station.example.org')).toBe('x');
    expect(maskIpAddress('1203.0.113.7')).toBe('x');
  });
});

describe('a transmitter address for a viewer', () => {
  const transmitter = { ownerNames: ['DB9XYZ'], address: { ip_addr: '203.0.113.7', port: 51234 } };

  it('shows owners and admins the full address and masks it for everybody else', () => {
    expect(withAddressFor(transmitter, { name: 'db9xyz', admin: false })).toBe(transmitter);
    expect(withAddressFor(transmitter, { name: 'admin', admin: true })).toBe(transmitter);
    const masked = { ip_addr: '203.0.113.x', port: 0 };
    expect(withAddressFor(transmitter, { name: 'f4abc', admin: false }).address).toEqual(masked);
    expect(withAddressFor(transmitter, null).address).toEqual(masked);
    expect(seesFullAddress(transmitter, undefined)).toBe(false);
  });

  it('leaves a transmitter without an address as it is', () => {
    const offline = { ownerNames: ['db9xyz'], address: null };
    expect(withAddressFor(offline, null)).toBe(offline);
  });

  it('labels an address with its port, or without it when the port is hidden', () => {
    expect(addressLabel({ ip_addr: '203.0.113.7', port: 51234 })).toBe('203.0.113.7:51234');
    expect(addressLabel(maskAddress({ ip_addr: '203.0.113.7', port: 51234 }))).toBe('203.0.113.x');
    expect(addressLabel(null)).toBeNull();
    expect(addressLabel({ ip_addr: '', port: 1 })).toBeNull();
  });
});
