import { describe, expect, it } from 'vitest';
import { parseCoordinates, parsePlace } from './parse-place';

const TRANSMITTERS = [{ name: 'db0abc', latitude: '50.775', longitude: '6.083' }];

describe('parsePlace', () => {
  it('finds a transmitter by its name, in any case', () => {
    expect(parsePlace(' DB0ABC ', TRANSMITTERS)).toEqual({
      kind: 'transmitter',
      point: { latitude: 50.775, longitude: 6.083 },
    });
  });

  it('reads a Maidenhead locator as the centre of its square', () => {
    const place = parsePlace('jo30', TRANSMITTERS);
    expect(place?.kind).toBe('locator');
    expect(place?.point).toEqual({ latitude: 50.5, longitude: 7 });
  });

  it('reads decimal coordinates', () => {
    expect(parsePlace('50.78, 6.08', TRANSMITTERS)).toEqual({
      kind: 'coordinates',
      point: { latitude: 50.78, longitude: 6.08 },
    });
  });

  it('names no place for other text', () => {
    expect(parsePlace('Aachen', TRANSMITTERS)).toBeUndefined();
    expect(parsePlace('', TRANSMITTERS)).toBeUndefined();
  });
});

describe('parseCoordinates', () => {
  it.each([
    ['50.78, 6.08', 50.78, 6.08],
    ['50.78 6.08', 50.78, 6.08],
    ['-33.9;151.2', -33.9, 151.2],
    ['50,78; 6,08', 50.78, 6.08],
    ['50,78 6,08', 50.78, 6.08],
    ['+45 -30', 45, -30],
  ])('reads %s', (text, latitude, longitude) => {
    expect(parseCoordinates(text)).toEqual({ latitude, longitude });
  });

  it.each(['91, 6', '50, 181', '50.78', 'JO30', '50.78, 6.08, 3'])('rejects %s', (text) => {
    expect(parseCoordinates(text)).toBeUndefined();
  });
});
