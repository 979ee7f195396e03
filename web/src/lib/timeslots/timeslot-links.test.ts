import { describe, expect, it } from 'vitest';
import { inArea, parseArea, timeslotPlannerAreaHref } from './timeslot-links';

describe('timeslot planner links', () => {
  const area = { south: 47.123456, west: 5.5, north: 55.1, east: 15.25 };

  it('writes the area into the address and reads it back', () => {
    const href = timeslotPlannerAreaHref(area);
    expect(href).toBe('/transmitters/timeslots?area=47.1235%2C5.5%2C55.1%2C15.25');
    const value = new URLSearchParams(href.split('?')[1]).get('area');
    expect(parseArea(value)).toEqual({ ...area, south: 47.1235 });
  });

  it('refuses an area that is not four numbers in range', () => {
    for (const value of [null, '', '1,2,3', '1,2,x,4', '91,0,92,1', '50,0,40,1', '0,-181,1,0']) {
      expect(parseArea(value), String(value)).toBeUndefined();
    }
  });

  it('tells whether a point is in the area, also across the date line', () => {
    expect(inArea(area, { latitude: 50, longitude: 8 })).toBe(true);
    expect(inArea(area, { latitude: 46, longitude: 8 })).toBe(false);
    expect(inArea(area, { latitude: 50, longitude: 16 })).toBe(false);
    const pacific = { south: -10, west: 170, north: 10, east: -170 };
    expect(inArea(pacific, { latitude: 0, longitude: 179 })).toBe(true);
    expect(inArea(pacific, { latitude: 0, longitude: -175 })).toBe(true);
    expect(inArea(pacific, { latitude: 0, longitude: 0 })).toBe(false);
  });
});
