/**
 * The import/export command: it round-trips a State.json through a database file, refuses to
 * overwrite data unless forced, and answers bad input with a message and a non-zero exit code,
 * never a stack trace.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runCli, type CliIo } from '../../src/migration/cli.js';
import { FIXTURE_FILE, readFixture, sortKeys } from './helpers.js';

const SERVER_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const CLI_FILE = join(SERVER_DIR, 'src', 'migration', 'cli.ts');

let dir: string;
let database: string;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'dapnet-cli-'));
  database = join(dir, 'dapnet.sqlite');
});

afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** Runs the command in this process and collects what it prints. */
async function run(...args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const io: CliIo = {
    out: (line) => out.push(line),
    err: (line) => err.push(line),
    env: { DAPNET_DB: database },
    cwd: dir,
  };
  const code = await runCli(args, io);
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe('state CLI', () => {
  it('imports a State.json and exports the same document again', async () => {
    const imported = await run('import', FIXTURE_FILE, '--db', database);
    expect(imported).toMatchObject({ code: 0, err: '' });
    expect(imported.out).toMatch(/transmitters\s+3/);
    expect(imported.out).toMatch(/calls\s+3/);

    const exported = await run('export', 'out.json', '--db', database);
    expect(exported).toMatchObject({ code: 0, err: '' });
    const written = JSON.parse(readFileSync(join(dir, 'out.json'), 'utf8'));
    expect(sortKeys(written)).toStrictEqual(sortKeys(readFixture()));
    expect(readFileSync(join(dir, 'out.json'), 'utf8')).toContain('\n  "callSigns": {\n');
  });

  it('uses the server database setting when --db is not given', async () => {
    expect((await run('import', FIXTURE_FILE)).code).toBe(0);
    expect(existsSync(database)).toBe(true);
  });

  it('refuses to import over data unless forced', async () => {
    expect((await run('import', FIXTURE_FILE)).code).toBe(0);
    const again = await run('import', FIXTURE_FILE);
    expect(again.code).toBe(1);
    expect(again.err).toMatch(/already holds data \(3 users, .*\)\. Add --force/);
    expect((await run('import', FIXTURE_FILE, '--force')).code).toBe(0);
  });

  it('refuses to overwrite an existing State.json unless forced', async () => {
    await run('import', FIXTURE_FILE);
    writeFileSync(join(dir, 'State.json'), 'keep me');
    const refused = await run('export', 'State.json');
    expect(refused.code).toBe(1);
    expect(refused.err).toMatch(/already exists/);
    expect(readFileSync(join(dir, 'State.json'), 'utf8')).toBe('keep me');
    expect((await run('export', 'State.json', '--force')).code).toBe(0);
  });

  it('rejects a missing file, bad JSON and a file that is not a State.json', async () => {
    const missing = await run('import', 'nowhere.json');
    expect(missing.code).toBe(1);
    expect(missing.err).toMatch(/nowhere\.json: there is no such file/);

    writeFileSync(join(dir, 'bad.json'), '{"users": {');
    const bad = await run('import', 'bad.json');
    expect(bad.code).toBe(1);
    expect(bad.err).toMatch(/bad\.json is not valid JSON/);

    writeFileSync(join(dir, 'list.json'), '[]');
    expect((await run('import', 'list.json')).err).toMatch(/must hold a JSON object/);
    // Nothing was written: the database was never even created.
    expect(existsSync(database)).toBe(false);
  });

  it('explains its usage on wrong arguments', async () => {
    expect((await run()).code).toBe(2);
    expect((await run('convert', 'x.json')).err).toMatch(/Unknown command "convert"/);
    expect((await run('import')).err).toMatch(/exactly one State\.json/);
    expect((await run('import', 'a.json', '--db')).err).toMatch(/--db needs a file name/);
    expect((await run('import', 'a.json', '--fast')).err).toMatch(/Unknown option "--fast"/);
    expect(await run('--help')).toMatchObject({ code: 0, err: '' });
  });

  it('refuses to export a database that does not exist', async () => {
    const result = await run('export', 'out.json');
    expect(result.code).toBe(1);
    expect(result.err).toMatch(/There is no database at/);
  });

  it('exits non-zero without a stack trace when run as a command', () => {
    writeFileSync(join(dir, 'bad.json'), 'not json at all');
    const result = spawnSync(
      process.execPath,
      ['--import', 'tsx', CLI_FILE, 'import', join(dir, 'bad.json'), '--db', database],
      { cwd: SERVER_DIR, encoding: 'utf8', env: { ...process.env, DAPNET_DB: database } },
    );
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/^error: .*bad\.json is not valid JSON/m);
    expect(result.stderr).not.toMatch(/^\s+at /m);

    const ok = spawnSync(
      process.execPath,
      ['--import', 'tsx', CLI_FILE, 'import', FIXTURE_FILE, '--db', database],
      { cwd: SERVER_DIR, encoding: 'utf8' },
    );
    expect(ok.stderr).toBe('');
    expect(ok.status).toBe(0);
    expect(ok.stdout).toMatch(/^Imported .*State\.json into .*dapnet\.sqlite:/);
  });
});
