import { offsetPoint, type Transmitter } from '@dapnet/model';
import { describe, expect, it } from 'vitest';
import { splitBySending, whoCovers } from './who-covers-ranking';

function transmitter(
  name: string,
  latitude: number,
  longitude: number,
  power = '25',
  status = 'ONLINE',
): Transmitter {
  return {
    name,
    status,
    latitude: String(latitude),
    longitude: String(longitude),
    power,
    antennaAboveGroundLevel: 30,
    antennaGainDbi: 3,
    antennaType: 'OMNI',
    antennaDirection: 0,
  } as unknown as Transmitter;
}

const HERE = { latitude: 50.8, longitude: 6.1 };
const at = (km: number) => offsetPoint(HERE, km, 90);

describe('whoCovers', () => {
  it('lists the transmitters reaching a point, strongest first, with band and distance', () => {
    const near = at(2);
    const far = at(12);
    const list = [
      transmitter('far', far.latitude, far.longitude),
      transmitter('near', near.latitude, near.longitude),
      transmitter('weakling', near.latitude, near.longitude, '0.01'),
    ];
    const result = whoCovers(list, HERE);
    expect(result.map((entry) => entry.transmitter.name)).toEqual(['near', 'far', 'weakling']);
    expect(result[0]!.distanceKm).toBeCloseTo(2, 1);
    expect(result[0]!.band).toBe('strong');
    expect(result[0]!.levelDbm).toBeGreaterThan(result[1]!.levelDbm);
  });

  it('leaves out transmitters whose level stays below the weakest band', () => {
    const distant = at(140);
    const result = whoCovers(
      [
        transmitter('distant', distant.latitude, distant.longitude),
        transmitter('off', 50.8, 6.1, '0'),
      ],
      HERE,
    );
    expect(result).toEqual([]);
  });

  it('ranks equal levels by distance and then by name', () => {
    const near = at(3);
    const result = whoCovers(
      [
        transmitter('b', near.latitude, near.longitude),
        transmitter('a', near.latitude, near.longitude),
      ],
      HERE,
    );
    expect(result.map((entry) => entry.transmitter.name)).toEqual(['a', 'b']);
  });
});

describe('splitBySending', () => {
  it('keeps transmitters that cannot send out of the coverers, in the same order', () => {
    const near = at(2);
    const far = at(8);
    const result = splitBySending(
      whoCovers(
        [
          transmitter('disabled', near.latitude, near.longitude, '25', 'DISABLED'),
          transmitter('online', far.latitude, far.longitude),
          transmitter('offline', far.latitude, far.longitude, '25', 'OFFLINE'),
          transmitter('broken', near.latitude, near.longitude, '25', 'ERROR'),
        ],
        HERE,
      ),
    );
    expect(result.sending.map((entry) => entry.transmitter.name)).toEqual(['online']);
    expect(result.silent.map((entry) => entry.transmitter.name)).toEqual([
      'broken',
      'disabled',
      'offline',
    ]);
    expect(result.silent[1]!.band).toBe('strong');
  });
});
