import { describe, expect, it } from 'vitest';
import { FAR_FROM_OWNER_KM, farFromOwnerKm } from './far-from-owner';

describe('farFromOwnerKm', () => {
  const cologne = { latitude: 50.9279, longitude: 6.9217 };

  it('gives the rounded distance beyond the limit', () => {
    const munich = { latitude: 48.135125, longitude: 11.581981 };
    expect(farFromOwnerKm(munich, cologne)).toBe(458);
  });

  it('is silent near the owner, and at the limit itself', () => {
    expect(farFromOwnerKm({ latitude: 50.9, longitude: 7.0 }, cologne)).toBeNull();
    const atLimit = { latitude: cologne.latitude + FAR_FROM_OWNER_KM / 111.2, longitude: 6.9217 };
    expect(farFromOwnerKm(atLimit, cologne)).toBeNull();
  });

  it('catches a swapped hemisphere', () => {
    expect(farFromOwnerKm({ latitude: 50.9279, longitude: -6.9217 }, cologne)).toBeGreaterThan(900);
  });

  it('is silent without a position or without a directory entry', () => {
    expect(farFromOwnerKm(null, cologne)).toBeNull();
    expect(farFromOwnerKm(cologne, null)).toBeNull();
  });
});
