/**
 * Time slots as transmitter software needs them (upper case, sorted, each once, never empty),
 * for what reaches the database without the API: a Core's State.json, and records stored before
 * the rule (repaired by migration 005 when the database opens).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/database.js';
import { importState } from '../../src/migration/state-json.js';
import { createStore } from '../../src/store/store.js';
import { databaseAtVersion } from '../helpers/database-at-version.js';

const ALL_SLOTS = '0123456789ABCDEF';

const transmitter = (timeSlot: unknown) => ({
  latitude: '50',
  longitude: '6',
  power: '1',
  timeSlot,
  ownerNames: ['dl1new'],
});

describe('the State.json import', () => {
  it('stores time slots upper-case, sorted and without repeats', async () => {
    const store = createStore(await openDatabase(':memory:'));
    const { warnings } = await importState(store, {
      users: { dl1new: { hash: 'x', mail: 'dl1new@example.org' } },
      transmitters: {
        db0low: transmitter('0123abcd'),
        db0rep: transmitter('A1A0'),
        db0none: transmitter(''),
      },
    });
    expect((await store.transmitters.get('db0low'))?.timeSlot).toBe('0123ABCD');
    expect((await store.transmitters.get('db0rep'))?.timeSlot).toBe('01A');
    // None at all would stop DAPNETGateway at login: all 16, and the import says so.
    expect((await store.transmitters.get('db0none'))?.timeSlot).toBe(ALL_SLOTS);
    expect(warnings).toEqual([
      `transmitters[db0none].timeSlot: "" is not a list of slots; set to ${ALL_SLOTS}`,
    ]);
  });
});

describe('migration 005', () => {
  let folder: string | undefined;
  afterEach(() => {
    if (folder) rmSync(folder, { recursive: true, force: true });
    folder = undefined;
  });

  it('repairs the time slots of transmitters stored before the rule, and nothing else', async () => {
    folder = mkdtempSync(join(tmpdir(), 'dapnet-slots-'));
    const file = join(folder, 'old.sqlite');
    // A database as it was at version 4, holding what the old rules let through.
    const before = databaseAtVersion(file, 4);
    const insert = before.prepare('INSERT INTO transmitters (name, doc) VALUES (?, ?)');
    const stored = {
      db0low: '0123abcd',
      db0rep: 'A1A0',
      db0none: '',
      db0ok: '048C',
    };
    for (const [name, timeSlot] of Object.entries(stored)) {
      insert.run(name, JSON.stringify({ name, power: '1', timeSlot, ownerNames: ['dl1abc'] }));
    }
    before.close();

    const after = await openDatabase(file);
    const store = createStore(after);
    expect(await store.transmitters.get('db0low')).toEqual({
      name: 'db0low',
      power: '1',
      timeSlot: '0123ABCD',
      ownerNames: ['dl1abc'],
    });
    expect((await store.transmitters.get('db0rep'))?.timeSlot).toBe('01A');
    expect((await store.transmitters.get('db0none'))?.timeSlot).toBe(ALL_SLOTS);
    expect((await store.transmitters.get('db0ok'))?.timeSlot).toBe('048C');
    expect(after.sqlite!.pragma('user_version', { simple: true })).toBeGreaterThanOrEqual(5);
    await after.close();
  });
});
