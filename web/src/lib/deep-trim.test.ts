import { describe, expect, it } from 'vitest';
import { deepTrim } from './deep-trim';

describe('deepTrim', () => {
  it('trims strings at any depth and leaves other values alone', () => {
    const body = {
      name: ' db0abc ',
      ownerNames: [' alice', 'bob '],
      pagers: [{ number: ' 123 ', name: ' Pager ' }],
      power: 10,
      emergency: false,
      nothing: null,
    };
    expect(deepTrim(body)).toEqual({
      name: 'db0abc',
      ownerNames: ['alice', 'bob'],
      pagers: [{ number: '123', name: 'Pager' }],
      power: 10,
      emergency: false,
      nothing: null,
    });
  });
});
