import { describe, expect, it } from 'vitest';
import { positionOf, positionPoint, signedPosition } from './coordinate-pair';

describe('coordinate pair', () => {
  it('starts empty, from a record, or from a point picked on a map', () => {
    expect(positionOf(undefined, 'de')).toEqual({
      latitude: { text: '', sign: 1 },
      longitude: { text: '', sign: 1 },
    });
    expect(positionOf({ latitude: '50.7', longitude: '-3.70' }, 'de')).toEqual({
      latitude: { text: '50,7', sign: 1 },
      longitude: { text: '3,70', sign: -1 },
    });
    expect(positionOf({ latitude: -1.5, longitude: 6 }, 'en').latitude).toEqual({
      text: '1.500000',
      sign: -1,
    });
  });

  it('gives the signed text of each axis, null where it is unreadable', () => {
    const pair = positionOf({ latitude: '50.7', longitude: '-3.70' }, 'de');
    expect(signedPosition(pair, 'de')).toEqual({ latitude: '50.7', longitude: '-3.70' });
    const broken = { ...pair, longitude: { text: 'x', sign: 1 as const } };
    expect(signedPosition(broken, 'de')).toEqual({ latitude: '50.7', longitude: null });
  });

  it('is a point on the map only when both axes are readable', () => {
    expect(positionPoint({ latitude: '50.7', longitude: '-3.70' })).toEqual({
      latitude: 50.7,
      longitude: -3.7,
    });
    expect(positionPoint({ latitude: null, longitude: '-3.70' })).toBeNull();
  });
});
