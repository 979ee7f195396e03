import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { request, startServer, type TestServer } from '../helpers/server.js';
import {
  ADMIN,
  createCast,
  createGroup,
  createRubric,
  createTransmitter,
  postNews,
  type Credentials,
} from '../helpers/fixtures.js';

let server: TestServer;
let owner: Credentials;
let rubric = 0;
/** Each test gets a fresh rubric with empty slots. */
let name = '';

beforeAll(async () => {
  server = await startServer({ demo: false });
  ({ owner } = await createCast(server));
  await createTransmitter(server, 'tx1');
  await createGroup(server, 'grp1', ['tx1']);
});

beforeEach(async () => {
  rubric += 1;
  name = `rubric${rubric}`;
  await createRubric(server, name, ['grp1'], { number: rubric });
});

afterAll(() => server.close());

type Slot = { text: string; number: number } | null;

async function slots(rubricName = name): Promise<Slot[]> {
  const response = await request(server, 'GET', `/api/news?rubricName=${rubricName}`, {
    auth: owner,
  });
  expect(response.status).toBe(200);
  return response.body;
}

const summary = (list: Slot[]) => list.map((slot) => (slot ? `${slot.number}:${slot.text}` : null));

describe('news slots', () => {
  it('starts with ten empty slots', async () => {
    expect(await slots()).toEqual(Array(10).fill(null));
  });

  it('number 1 to 10 puts the item into that slot, replacing what was there', async () => {
    await postNews(server, owner, name, 'three', 3);
    await postNews(server, owner, name, 'ten', 10);
    await postNews(server, owner, name, 'one', 1);
    expect(summary(await slots())).toEqual([
      '1:one',
      null,
      '3:three',
      null,
      null,
      null,
      null,
      null,
      null,
      '10:ten',
    ]);
    await postNews(server, owner, name, 'THREE', 3);
    const after = await slots();
    expect(summary(after)[2]).toBe('3:THREE');
    expect(after.filter(Boolean)).toHaveLength(3);
  });

  it('number 0 inserts at slot 1 and moves the others down with their number + 1', async () => {
    await postNews(server, owner, name, 'a', 1);
    await postNews(server, owner, name, 'c', 3);
    const echoed = await postNews(server, owner, name, 'new', 0);
    expect(echoed.number).toBe(0);
    expect(summary(await slots())).toEqual([
      '1:new',
      '2:a',
      null,
      '4:c',
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
  });

  it('number 0 pushes the content of slot 10 out', async () => {
    for (let slot = 1; slot <= 10; slot += 1) await postNews(server, owner, name, `s${slot}`, slot);
    await postNews(server, owner, name, 'newest', 0);
    expect(summary(await slots())).toEqual([
      '1:newest',
      '2:s1',
      '3:s2',
      '4:s3',
      '5:s4',
      '6:s5',
      '7:s6',
      '8:s7',
      '9:s8',
      '10:s9',
    ]);
  });

  it('eleven automatic posts keep the ten newest', async () => {
    for (let index = 1; index <= 11; index += 1)
      await postNews(server, owner, name, `n${index}`, 0);
    const list = await slots();
    expect(summary(list)).toEqual([
      '1:n11',
      '2:n10',
      '3:n9',
      '4:n8',
      '5:n7',
      '6:n6',
      '7:n5',
      '8:n4',
      '9:n3',
      '10:n2',
    ]);
    const stats = (await request(server, 'GET', '/api/stats')).body;
    expect(stats.news).toBeGreaterThanOrEqual(10);
  });

  it('keeps the rubrics apart', async () => {
    await postNews(server, owner, name, 'mine', 0);
    const neighbour = `rubric${rubric - 1}`;
    const before = await slots(neighbour);
    await postNews(server, owner, name, 'mine too', 0);
    expect(await slots(neighbour)).toEqual(before);
  });
});

describe('GET /news', () => {
  it('has every rubric with exactly ten entries, null for empty slots', async () => {
    await postNews(server, owner, name, 'first', 0);
    const response = await request(server, 'GET', '/api/news', { auth: owner });
    expect(response.status).toBe(200);
    const rubrics = (await request(server, 'GET', '/api/rubrics', { auth: ADMIN })).body as {
      name: string;
    }[];
    expect(Object.keys(response.body).sort()).toEqual(rubrics.map((item) => item.name).sort());
    for (const list of Object.values(response.body) as Slot[][]) {
      expect(list).toHaveLength(10);
      for (const slot of list) expect(slot === null || typeof slot.text === 'string').toBe(true);
    }
    expect(response.body[name][0]).toMatchObject({ text: 'first', number: 1, rubricName: name });
    expect(response.body[name].slice(1)).toEqual(Array(9).fill(null));
  });

  it('answers the same list for ?rubricName=', async () => {
    await postNews(server, owner, name, 'x', 5);
    const all = (await request(server, 'GET', '/api/news', { auth: owner })).body;
    expect(await slots(name.toUpperCase())).toEqual(all[name]);
  });

  it('drops the slots of a deleted rubric', async () => {
    await postNews(server, owner, name, 'gone soon', 0);
    const before = (await request(server, 'GET', '/api/stats')).body.news;
    await request(server, 'DELETE', `/api/rubrics/${name}`, { auth: owner });
    const response = await request(server, 'GET', '/api/news', { auth: owner });
    expect(name in response.body).toBe(false);
    expect((await request(server, 'GET', '/api/stats')).body.news).toBe(before - 1);
    // A new rubric of the same name starts empty.
    await createRubric(server, name, ['grp1']);
    expect(await slots()).toEqual(Array(10).fill(null));
  });
});
