import { describe, expect, it } from 'vitest';
import { preconnectToTiles, tileOrigins } from './tile-preconnect';

const HERE = 'https://hampager.example/transmitters/map';

describe('tileOrigins', () => {
  it("names the tile server's origin", () => {
    expect(tileOrigins('https://tile.openstreetmap.org/{z}/{x}/{y}.png', HERE)).toEqual([
      'https://tile.openstreetmap.org',
    ]);
    expect(tileOrigins('http://127.0.0.1:8794/{z}/{x}/{y}.svg', HERE)).toEqual([
      'http://127.0.0.1:8794',
    ]);
  });

  it("names each of Leaflet's subdomains once", () => {
    expect(tileOrigins('https://{s}.tiles.example/{z}/{x}/{y}{r}.png', HERE)).toEqual([
      'https://a.tiles.example',
      'https://b.tiles.example',
      'https://c.tiles.example',
    ]);
  });

  it('names nothing for tiles from this site or an address that is none', () => {
    expect(tileOrigins('/tiles/{z}/{x}/{y}.png', HERE)).toEqual([]);
    expect(tileOrigins('https://hampager.example/tiles/{z}/{x}/{y}.png', HERE)).toEqual([]);
    expect(tileOrigins('http://[bad/{z}.png', HERE)).toEqual([]);
  });
});

describe('preconnectToTiles', () => {
  it('adds one preconnect hint per origin to the document head', () => {
    preconnectToTiles('https://{s}.tiles.example/{z}/{x}/{y}.png', document);
    const hints = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preconnect"]')];
    expect(hints.map((hint) => hint.href)).toEqual([
      'https://a.tiles.example/',
      'https://b.tiles.example/',
      'https://c.tiles.example/',
    ]);
    expect(hints.every((hint) => hint.crossOrigin === null)).toBe(true);
  });
});
