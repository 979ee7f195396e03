import { describe, expect, it } from 'vitest';
import { findLocation } from './directory';

describe('findLocation', () => {
  it('takes the entry of the callsign, with numbers or numeric text', () => {
    const answer = {
      data: [
        { callsign: 'db0xyz', name: 'Köln', latitude: 50.9, longitude: 6.9 },
        { callsign: 'DB0ABC', name: 'Aachen', latitude: '50.775346', longitude: '-6.083887' },
      ],
    };
    expect(findLocation(answer, 'db0abc')).toEqual({
      callsign: 'db0abc',
      name: 'Aachen',
      latitude: 50.775346,
      longitude: -6.083887,
    });
  });

  it('gives null for unknown callsigns, unusable positions and other shapes', () => {
    expect(findLocation({ data: [] }, 'db0abc')).toBeNull();
    expect(
      findLocation({ data: [{ callsign: 'db0abc', latitude: 'x', longitude: 1 }] }, 'db0abc'),
    ).toBeNull();
    expect(
      findLocation({ data: [{ callsign: 'db0abc', latitude: 95, longitude: 1 }] }, 'db0abc'),
    ).toBeNull();
    expect(findLocation({ error: 'bad' }, 'db0abc')).toBeNull();
    expect(findLocation(null, 'db0abc')).toBeNull();
  });
});
