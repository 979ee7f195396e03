import { describe, expect, it } from 'vitest';
import { isLocator, latLonToLocator, locatorToLatLon } from './locator.js';

describe('Maidenhead locators', () => {
  it('reads the centre of a locator at every precision', () => {
    // JO31le: Düsseldorf area, 6.9583° E 51.1875° N at the subsquare's centre.
    expect(locatorToLatLon('JO31le')).toEqual({
      latitude: expect.closeTo(51.1875, 4),
      longitude: expect.closeTo(6.9583, 4),
    });
    expect(locatorToLatLon('jo31')).toEqual({ latitude: 51.5, longitude: 7 });
    expect(locatorToLatLon('JO')).toEqual({ latitude: 55, longitude: 10 });
    const extended = locatorToLatLon('JO31le47')!;
    expect(extended.latitude).toBeCloseTo(51.1979, 3);
    expect(extended.longitude).toBeCloseTo(6.9542, 3);
  });

  it('refuses what is not a locator', () => {
    for (const text of ['', 'J', 'JO3', 'SO31', 'JO31ze', 'JO31le4', '51.2, 6.9', 'JO31 le']) {
      expect(isLocator(text)).toBe(false);
      expect(locatorToLatLon(text)).toBeUndefined();
    }
    expect(isLocator(' jo31LE ')).toBe(true);
  });

  it('writes the locator of a position and reads it back inside the same subsquare', () => {
    expect(latLonToLocator({ latitude: 51.19, longitude: 6.96 })).toBe('JO31le');
    expect(latLonToLocator({ latitude: -34.6, longitude: -58.4 })).toBe('GF05tj');
    for (const point of [
      { latitude: 48.1, longitude: 11.6 },
      { latitude: 59.33, longitude: 18.06 },
      { latitude: -33.9, longitude: 151.2 },
    ]) {
      const centre = locatorToLatLon(latLonToLocator(point))!;
      expect(Math.abs(centre.latitude - point.latitude)).toBeLessThan(1 / 48);
      expect(Math.abs(centre.longitude - point.longitude)).toBeLessThan(1 / 24);
    }
  });
});
