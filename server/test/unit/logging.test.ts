import { afterEach, describe, expect, it } from 'vitest';
import { formatLogRecord, isoTimestamp, loggerOptions, type LogFormat } from '../../src/logging.js';
import { startServer } from '../helpers/server.js';

const cleanUps: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(cleanUps.splice(0).map((cleanUp) => cleanUp()));
});

/** The app on a fresh database, logging at `level` in `format` into the returned lines. */
async function appLoggingTo(level: string, format: LogFormat, timeZone = 'UTC') {
  const output: string[] = [];
  const logger = loggerOptions(level, format, { write: (text) => output.push(text) }, timeZone);
  const server = await startServer({ parts: () => ({ app: { logger } }) });
  cleanUps.push(() => server.close());
  // The start-up's own line (where it listens) is not what these tests read.
  output.splice(0);
  const { app } = server;
  return { app, output };
}

describe('log output', () => {
  it('reads as one short line per request at debug, in the readable format', async () => {
    const { app, output } = await appLoggingTo('debug', 'pretty');
    await app.inject({ method: 'GET', url: '/api/core/version' });
    await app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(output).toHaveLength(2);
    expect(output[0]).toMatch(
      /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z DEBUG GET \/api\/core\/version 200 \d+ ms\n$/,
    );
    expect(output[1]).toMatch(/ DEBUG GET \/api\/nothing-here 404 \d+ ms\n$/);
  });

  it('keeps requests out of the default info level, so the banner and warnings stand out', async () => {
    const { app, output } = await appLoggingTo('info', 'pretty');
    await app.inject({ method: 'GET', url: '/api/core/version' });
    app.log.warn('disk almost full');
    expect(output).toEqual([
      expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z WARN {2}disk almost full\n$/),
    ]);
  });

  it('still writes one JSON object per line for log collectors', async () => {
    const { app, output } = await appLoggingTo('debug', 'json');
    await app.inject({ method: 'GET', url: '/api/core/version' });
    expect(output).toHaveLength(1);
    const record = JSON.parse(output[0]!) as Record<string, unknown>;
    expect(record).toMatchObject({
      level: 20,
      method: 'GET',
      url: '/api/core/version',
      statusCode: 200,
      msg: expect.stringMatching(/^GET \/api\/core\/version 200 \d+ ms$/),
    });
    // The date, time and zone, as ISO 8601, not milliseconds a person has to convert.
    expect(record.time).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(Math.abs(Date.parse(record.time as string) - Date.now())).toBeLessThan(60_000);
  });

  it('writes the times in LOG_TIME_ZONE with its offset, in both formats', async () => {
    const json = await appLoggingTo('info', 'json', 'Asia/Kolkata');
    json.app.log.info('hello');
    const record = JSON.parse(json.output[0]!) as { time: string };
    expect(record.time).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}\+05:30$/);
    expect(Math.abs(Date.parse(record.time) - Date.now())).toBeLessThan(60_000);
    const pretty = await appLoggingTo('info', 'pretty', 'Asia/Kolkata');
    pretty.app.log.warn('disk almost full');
    expect(pretty.output[0]).toMatch(/^\S+\+05:30 WARN {2}disk almost full\n$/);
  });

  it('shows an error with its stack and passes non-JSON text through', () => {
    const error = JSON.stringify({
      level: 50,
      time: 0,
      msg: 'failed',
      err: { stack: 'Error: x\n    at y' },
    });
    expect(formatLogRecord(error)).toMatch(
      /^1970-01-01T00:00:00.000Z ERROR failed\nError: x\n {4}at y\n$/,
    );
    expect(formatLogRecord(error, true)).toContain('\u001b[31mERROR\u001b[0m');
    expect(formatLogRecord('plain text')).toBe('plain text\n');
  });

  it('turns a moment into ISO 8601 in a zone, with the offset it has on that day', () => {
    const moment = Date.UTC(2026, 6, 1, 12, 0, 0, 123);
    expect(isoTimestamp(moment)).toBe('2026-07-01T12:00:00.123Z');
    expect(isoTimestamp(moment, 'Europe/Berlin')).toBe('2026-07-01T14:00:00.123+02:00');
    expect(isoTimestamp(Date.UTC(2026, 10, 26, 23, 30), 'Europe/Berlin')).toBe(
      '2026-11-27T00:30:00.000+01:00',
    );
    expect(isoTimestamp(moment, 'America/New_York')).toBe('2026-07-01T08:00:00.123-04:00');
  });
});
