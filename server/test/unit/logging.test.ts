import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { bootstrapDatabase } from '../../src/bootstrap.js';
import { readSettings } from '../../src/config.js';
import { openDatabase } from '../../src/db/database.js';
import { formatLogRecord, loggerOptions, type LogFormat } from '../../src/logging.js';
import { createStore } from '../../src/store/store.js';

const cleanUps: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(cleanUps.splice(0).map((cleanUp) => cleanUp()));
});

/** The app on a fresh database, logging at `level` in `format` into the returned lines. */
async function appLoggingTo(level: string, format: LogFormat) {
  const dir = mkdtempSync(join(tmpdir(), 'dapnet-log-'));
  const settings = readSettings({
    DAPNET_DB: join(dir, 'test.sqlite'),
    DAPNET_DEMO: '0',
    DAPNET_WEB_DIST: join(dir, 'no-web-dist'),
  });
  const db = openDatabase(settings.databaseFile);
  const store = createStore(db);
  await bootstrapDatabase(store, settings);
  const output: string[] = [];
  const logger = loggerOptions(level, format, { write: (text) => output.push(text) });
  const app = await buildApp({ settings, store, logger });
  cleanUps.push(async () => {
    await app.close();
    db.close();
    rmSync(dir, { recursive: true, force: true });
  });
  return { app, output };
}

describe('log output', () => {
  it('reads as one short line per request at debug, in the readable format', async () => {
    const { app, output } = await appLoggingTo('debug', 'pretty');
    await app.inject({ method: 'GET', url: '/api/core/version' });
    await app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(output).toHaveLength(2);
    expect(output[0]).toMatch(/^\d\d:\d\d:\d\d DEBUG GET \/api\/core\/version 200 \d+ ms\n$/);
    expect(output[1]).toMatch(/ DEBUG GET \/api\/nothing-here 404 \d+ ms\n$/);
  });

  it('keeps requests out of the default info level, so the banner and warnings stand out', async () => {
    const { app, output } = await appLoggingTo('info', 'pretty');
    await app.inject({ method: 'GET', url: '/api/core/version' });
    app.log.warn('disk almost full');
    expect(output).toEqual([expect.stringMatching(/^\d\d:\d\d:\d\d WARN {2}disk almost full\n$/)]);
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
  });

  it('shows an error with its stack and passes non-JSON text through', () => {
    const error = JSON.stringify({
      level: 50,
      time: 0,
      msg: 'failed',
      err: { stack: 'Error: x\n    at y' },
    });
    expect(formatLogRecord(error)).toMatch(/^\d\d:\d\d:\d\d ERROR failed\nError: x\n {4}at y\n$/);
    expect(formatLogRecord(error, true)).toContain('\u001b[31mERROR\u001b[0m');
    expect(formatLogRecord('plain text')).toBe('plain text\n');
  });
});
