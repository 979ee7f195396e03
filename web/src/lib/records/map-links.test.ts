import { describe, expect, it } from 'vitest';
import { nodeOnMapHref } from './map-links';

describe('nodeOnMapHref', () => {
  it('opens the map with nodes shown and the node named, encoded', () => {
    expect(nodeOnMapHref('db0dbn')).toBe('/transmitters/map?nodes=1&node=db0dbn');
    expect(nodeOnMapHref('a&b c')).toBe('/transmitters/map?nodes=1&node=a%26b+c');
  });
});
