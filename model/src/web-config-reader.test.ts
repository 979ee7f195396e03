import { describe, expect, it } from 'vitest';
import { WEB_CONFIG_DEFAULTS } from './web-config.js';
import { readWebConfig } from './web-config-reader.js';

const paths = (raw: unknown) => readWebConfig(raw).problems.map((problem) => problem.path);

describe('readWebConfig', () => {
  it('takes the defaults as they are, with nothing to say', () => {
    const reading = readWebConfig(JSON.parse(JSON.stringify(WEB_CONFIG_DEFAULTS)));
    expect(reading.config).toEqual(WEB_CONFIG_DEFAULTS);
    expect(reading.problems).toEqual([]);
    expect(readWebConfig({}).problems).toEqual([]);
  });

  it('names every value it does not take, and keeps the default there', () => {
    const reading = readWebConfig({
      apiUrl: 'javascript:alert(1)',
      feedUrll: '/typo',
      map: { center: [95, 10], zoom: 'far' },
      links: { social: [{ name: 'Bad', url: 'data:x' }] },
      provider: { name: '' },
      texts: { intro: { en: 'Hi', de: 3 } },
      transmitterEndpoint: { host: 'tcp://x', port: 70_000 },
    });
    expect(reading.problems.map((problem) => problem.path)).toEqual([
      'feedUrll',
      'apiUrl',
      'map.center.0',
      'map.zoom',
      'links.social.0.url',
      'provider.name',
      'texts.intro.de',
      'transmitterEndpoint.host',
      'transmitterEndpoint.port',
    ]);
    expect(reading.problems[0]).toEqual({ path: 'feedUrll', message: 'is not a setting' });
    expect(reading.config.apiUrl).toBe(WEB_CONFIG_DEFAULTS.apiUrl);
    expect(reading.config.map).toEqual(WEB_CONFIG_DEFAULTS.map);
    expect(reading.config.links.social).toEqual([]);
    expect(reading.config.texts).toEqual({ intro: { en: 'Hi' } });
    expect(reading.config.transmitterEndpoint).toEqual(WEB_CONFIG_DEFAULTS.transmitterEndpoint);
  });

  it('refuses a scheme-relative address, which the browser would load from anywhere', () => {
    expect(paths({ tileUrl: '//tiles.example/{z}/{x}/{y}.png' })).toEqual(['tileUrl']);
    expect(paths({ tileUrl: 'https://{s}.tiles.example/{z}/{x}/{y}.png' })).toEqual([]);
  });

  it('takes an empty monitoring address (a real Core has none) and port 0 (none named)', () => {
    const reading = readWebConfig({ monitorUrl: ' ', transmitterEndpoint: { port: 0 } });
    expect(reading.problems).toEqual([]);
    expect(reading.config.monitorUrl).toBe('');
    expect(reading.config.transmitterEndpoint.port).toBe(0);
  });

  it('reads something that is not an object as the defaults, saying so', () => {
    expect(readWebConfig([1, 2]).config).toEqual(WEB_CONFIG_DEFAULTS);
    expect(paths([1, 2])).toEqual(['(root)']);
  });
});
