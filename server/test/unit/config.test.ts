import { describe, expect, it } from 'vitest';
import { readSettings } from '../../src/config.js';

describe('readSettings', () => {
  it('has a default for everything', () => {
    const settings = readSettings({});
    expect(settings.port).toBe(8080);
    expect(settings.demoData).toBe(true);
    expect(settings.demoTransmitters).toBe(true);
    expect(settings.adminPassword).toBe('admin');
    expect(settings.databaseFile.endsWith('data/dapnet.sqlite')).toBe(true);
    expect(settings.web.mapCenter).toEqual([51, 10]);
    expect(settings.web.mapZoom).toBe(5);
    // The Core keeps calls and rubric content for a day.
    expect(settings.retention).toEqual({ callMinutes: 1440, newsMinutes: 1440 });
    // The Core's transmitter port; the node name comes from the database unless set.
    expect(settings.transmitterPort).toBe(43434);
    expect(settings.nodeName).toBeUndefined();
    // Waiting pages wait a quarter of an hour for their transmitter.
    expect(settings.deliveryKeepMinutes).toBe(15);
  });

  it('reads the environment', () => {
    const settings = readSettings({
      PORT: '9000',
      DAPNET_DEMO: '0',
      DAPNET_DEMO_TRANSMITTERS: '0',
      DAPNET_MAP_CENTER: '48.2, 16.4',
      DAPNET_CALL_EXPIRATION_MINUTES: '60',
      DAPNET_NEWS_EXPIRATION_MINUTES: '0',
      DAPNET_TRANSMITTER_PORT: '0',
      DAPNET_NODE_NAME: ' DB0ABC ',
      DAPNET_DELIVERY_KEEP_MINUTES: '60',
    });
    expect(settings.port).toBe(9000);
    expect(settings.demoData).toBe(false);
    expect(settings.demoTransmitters).toBe(false);
    expect(settings.web.mapCenter).toEqual([48.2, 16.4]);
    expect(settings.retention).toEqual({ callMinutes: 60, newsMinutes: 0 });
    expect(settings.transmitterPort).toBe(0);
    expect(settings.nodeName).toBe('db0abc');
    expect(settings.deliveryKeepMinutes).toBe(60);
  });

  it.each([
    [{ PORT: 'eighty' }, /PORT/],
    [{ PORT: '70000' }, /PORT/],
    [{ DAPNET_TRANSMITTER_PORT: '-1' }, /DAPNET_TRANSMITTER_PORT/],
    [{ DAPNET_DEMO: 'yes' }, /DAPNET_DEMO/],
    [{ DAPNET_DEMO_TRANSMITTERS: 'no' }, /DAPNET_DEMO_TRANSMITTERS/],
    [{ DAPNET_MAP_CENTER: 'north' }, /DAPNET_MAP_CENTER/],
    [{ DAPNET_CALL_EXPIRATION_MINUTES: '-5' }, /DAPNET_CALL_EXPIRATION_MINUTES/],
    [{ DAPNET_NEWS_EXPIRATION_MINUTES: '1.5' }, /DAPNET_NEWS_EXPIRATION_MINUTES/],
    [{ DAPNET_DELIVERY_KEEP_MINUTES: '0' }, /DAPNET_DELIVERY_KEEP_MINUTES/],
    [{ DAPNET_DELIVERY_KEEP_MINUTES: 'soon' }, /DAPNET_DELIVERY_KEEP_MINUTES/],
    [{ LOG_FORMAT: 'xml' }, /LOG_FORMAT/],
    [{ LOG_TIME_ZONE: 'Europe/Atlantis' }, /LOG_TIME_ZONE/],
  ])('refuses bad values with a message naming the setting: %j', (env, message) => {
    expect(() => readSettings(env)).toThrow(message);
  });
});

describe('logs and metrics settings', () => {
  it('logs in UTC and leaves /metrics open unless told otherwise', () => {
    const settings = readSettings({});
    expect(settings.logTimeZone).toBe('UTC');
    expect(settings.metricsToken).toBeUndefined();
  });

  it('takes a time zone for the log and a token for /metrics', () => {
    const settings = readSettings({
      LOG_TIME_ZONE: 'Europe/Berlin',
      DAPNET_METRICS_TOKEN: ' s3cret ',
    });
    expect(settings.logTimeZone).toBe('Europe/Berlin');
    expect(settings.metricsToken).toBe('s3cret');
  });
});
