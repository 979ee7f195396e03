/**
 * Migration 007 on a database as version 6 left it: calls get their row id into their JSON,
 * rubric content is numbered and the sequence goes on from there, and the delivery records'
 * table exists, taking a deleted call's records with it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/database.js';
import { createStore } from '../../src/store/store.js';
import { databaseAtVersion } from '../helpers/database-at-version.js';

const dir = mkdtempSync(join(tmpdir(), 'dapnet-migration-007-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const call = (text: string, ownerName: string) => ({
  text,
  callSignNames: ['dl1abc'],
  transmitterGroupNames: ['all'],
  emergency: false,
  timestamp: '2026-11-01T10:00:00.000Z',
  ownerName,
});

const news = (text: string, rubricName: string, number: number) => ({
  text,
  rubricName,
  number,
  timestamp: '2026-11-01T10:00:00.000Z',
  ownerName: 'admin',
});

it('gives version 6 calls and rubric content their ids and adds the delivery records', async () => {
  const file = join(dir, 'version-6.sqlite');
  const old = databaseAtVersion(file, 6);
  const insertCall = old.prepare('INSERT INTO calls (owner_name, doc) VALUES (?, ?)');
  insertCall.run('dl1old', JSON.stringify(call('First', 'dl1old')));
  insertCall.run('dl2old', JSON.stringify(call('Second', 'dl2old')));
  const insertNews = old.prepare('INSERT INTO news (rubric_name, slot, doc) VALUES (?, ?, ?)');
  insertNews.run('weather', 2, JSON.stringify(news('Rain', 'weather', 2)));
  insertNews.run('weather', 1, JSON.stringify(news('Sun', 'weather', 1)));
  insertNews.run('contest', 3, JSON.stringify(news('Sunday', 'contest', 3)));
  old.close();

  const db = await openDatabase(file);
  expect(db.sqlite!.pragma('user_version', { simple: true })).toBeGreaterThanOrEqual(7);
  const store = createStore(db);

  expect((await store.calls.list()).map(({ id, call }) => [id, call.id, call.text])).toEqual([
    [1, 1, 'First'],
    [2, 2, 'Second'],
  ]);
  expect(JSON.parse((await store.calls.listJson()).bytes.toString())).toEqual([
    { ...call('First', 'dl1old'), id: 1 },
    { ...call('Second', 'dl2old'), id: 2 },
  ]);
  // Numbered by rubric, then slot; the next content goes on from the last number.
  const slots = await store.news.allSlots();
  expect(slots.get('contest')![2]!.id).toBe(1);
  expect(
    slots
      .get('weather')!
      .slice(0, 2)
      .map((item) => [item!.text, item!.id]),
  ).toEqual([
    ['Sun', 2],
    ['Rain', 3],
  ]);
  expect(await store.counters.get('newsIds')).toBe(3);

  // A new call follows on; deleting a call takes its records along, and only its own.
  const added = await store.calls.add(call('Third', 'dl1old'));
  expect(added.id).toBe(3);
  const page = (sourceId: number) => ({
    kind: 'call' as const,
    sourceId,
    transmitterName: 'db0abc',
    ric: 12345,
    function: 3,
    type: 6,
    speed: 1,
    priority: 'CALL' as const,
    text: 'First',
    state: 'queued' as const,
    queuedAt: Date.now(),
    nodeName: null,
  });
  await store.transaction(() => store.deliveries.add([page(1), page(2)]));
  await store.calls.delete(1);
  expect(await store.deliveries.ofSource('call', 1)).toEqual([]);
  expect(await store.deliveries.ofSource('call', 2)).toHaveLength(1);
  await db.close();
});
