/**
 * Delete cascades (contract section 7), with references matched ignoring case: mixed-case
 * references must not be left dangling (Core #126).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request, startServer, type TestServer } from '../helpers/server.js';
import {
  ADMIN,
  createGroup,
  createNode,
  createRubric,
  createSubscriber,
  createTransmitter,
  createUser,
  postCall,
  postNews,
  type Credentials,
} from '../helpers/fixtures.js';
import { expectError } from '../helpers/expectations.js';

let server: TestServer;
let owner: Credentials;

interface Call {
  text: string;
  callSignNames: string[];
  transmitterGroupNames: string[];
  ownerName: string;
}

beforeAll(async () => {
  server = await startServer({ demo: false });
  owner = await createUser(server, 'owner');
});

afterAll(() => server.close());

async function calls(): Promise<Map<string, Call>> {
  const response = await request(server, 'GET', '/api/calls', { auth: ADMIN });
  return new Map((response.body as Call[]).map((call) => [call.text, call]));
}

async function get(path: string) {
  return request(server, 'GET', path, { auth: ADMIN });
}

async function remove(path: string, auth: Credentials = ADMIN) {
  const response = await request(server, 'DELETE', path, { auth });
  expect(response.status, `DELETE ${path}: ${response.text}`).toBe(200);
  return response;
}

describe('deleting a subscriber', () => {
  it('deletes calls made only to it and removes it from the others', async () => {
    await createTransmitter(server, 's_tx');
    await createGroup(server, 's-grp', ['s_tx']);
    await createSubscriber(server, 's-a');
    await createSubscriber(server, 's-b');
    await postCall(server, owner, ['S-A'], ['s-grp'], { text: 's only a' });
    await postCall(server, owner, ['s-b', 'S-A'], ['s-grp'], { text: 's a and b' });
    await postCall(server, owner, ['s-b'], ['s-grp'], { text: 's only b' });
    await remove('/api/callsigns/s-a');
    const after = await calls();
    expect(after.has('s only a')).toBe(false);
    expect(after.get('s a and b')!.callSignNames).toEqual(['s-b']);
    expect(after.get('s only b')!.callSignNames).toEqual(['s-b']);
  });
});

describe('deleting a rubric', () => {
  it('deletes its news and nothing else', async () => {
    await createTransmitter(server, 'r_tx');
    await createGroup(server, 'r-grp', ['r_tx']);
    await createRubric(server, 'r-rub', ['r-grp']);
    await postNews(server, owner, 'r-rub', 'gone');
    await remove('/api/rubrics/R-RUB');
    expectError(await get('/api/news?rubricName=r-rub'), 4040);
    expect((await get('/api/transmitterGroups/r-grp')).status).toBe(200);
  });
});

describe('deleting a transmitter group', () => {
  it('deletes rubrics and calls that had only this group, and edits the others', async () => {
    await createTransmitter(server, 'g_tx');
    await createGroup(server, 'g-one', ['g_tx']);
    await createGroup(server, 'g-two', ['g_tx']);
    await createSubscriber(server, 'g-sub');
    await createRubric(server, 'g-only', ['G-ONE']);
    await createRubric(server, 'g-both', ['g-two', 'G-One']);
    await postNews(server, owner, 'g-only', 'only news');
    await postCall(server, owner, ['g-sub'], ['G-One'], { text: 'g only one' });
    await postCall(server, owner, ['g-sub'], ['g-one', 'g-two'], { text: 'g both' });
    await remove('/api/transmitterGroups/g-one');
    expectError(await get('/api/rubrics/g-only'), 4040);
    expectError(await get('/api/news?rubricName=g-only'), 4040);
    expect((await get('/api/rubrics/g-both')).body.transmitterGroupNames).toEqual(['g-two']);
    const after = await calls();
    expect(after.has('g only one')).toBe(false);
    expect(after.get('g both')!.transmitterGroupNames).toEqual(['g-two']);
  });
});

describe('deleting a transmitter', () => {
  it('removes it from groups and deletes groups it was alone in, with their cascade', async () => {
    await createTransmitter(server, 't_one');
    await createTransmitter(server, 't_two');
    await createGroup(server, 't-alone', ['T_One']);
    await createGroup(server, 't-shared', ['t_two', 'T_ONE']);
    await createSubscriber(server, 't-sub');
    await createRubric(server, 't-rub', ['t-alone']);
    await postCall(server, owner, ['t-sub'], ['t-alone'], { text: 't alone' });
    await postCall(server, owner, ['t-sub'], ['t-alone', 't-shared'], { text: 't both' });
    const response = await remove('/api/transmitters/t_one');
    expect(response.body.name).toBe('t_one');
    expectError(await get('/api/transmitterGroups/t-alone'), 4040);
    expect((await get('/api/transmitterGroups/t-shared')).body.transmitterNames).toEqual(['t_two']);
    expectError(await get('/api/rubrics/t-rub'), 4040);
    const after = await calls();
    expect(after.has('t alone')).toBe(false);
    expect(after.get('t both')!.transmitterGroupNames).toEqual(['t-shared']);
  });

  it('leaves nodes alone when a node is deleted', async () => {
    await createNode(server, 'n-node');
    await createTransmitter(server, 'n_tx');
    await remove('/api/nodes/n-node');
    expect((await get('/api/transmitters/n_tx')).status).toBe(200);
  });
});

describe('deleting a user', () => {
  let leaver: Credentials;
  let stays: Credentials;

  beforeAll(async () => {
    leaver = await createUser(server, 'u-leaver');
    stays = await createUser(server, 'u-stays');
    const solo = { ownerNames: ['U-Leaver'] };
    const shared = { ownerNames: ['u-stays', 'U-LEAVER'] };
    // Transmitters and groups: one of each solely owned, one shared.
    await createTransmitter(server, 'u_tx_solo', solo);
    await createTransmitter(server, 'u_tx_shared', shared);
    await createTransmitter(server, 'u_tx_other', { ownerNames: ['u-stays'] });
    await createGroup(server, 'u-grp-solo', ['u_tx_other'], solo);
    await createGroup(server, 'u-grp-shared', ['u_tx_other'], shared);
    // Only holds the solely owned transmitter: goes with it.
    await createGroup(server, 'u-grp-txsolo', ['u_tx_solo'], { ownerNames: ['u-stays'] });
    await createRubric(server, 'u-rub-solo', ['u-grp-shared'], solo);
    await createRubric(server, 'u-rub-shared', ['u-grp-shared'], shared);
    await createRubric(server, 'u-rub-ongrp', ['u-grp-solo'], { ownerNames: ['u-stays'] });
    await createSubscriber(server, 'u-sub-solo', solo);
    await createSubscriber(server, 'u-sub-shared', shared);
    await createNode(server, 'u-node', solo);
    await postNews(server, leaver, 'u-rub-shared', 'by the leaver', 1);
    await postNews(server, leaver, 'u-rub-solo', 'solo news', 1);
    await postCall(server, stays, ['u-sub-solo'], ['u-grp-shared'], { text: 'u to solo sub' });
    await postCall(server, ['U-LEAVER', leaver[1]], ['u-sub-shared'], ['u-grp-shared'], {
      text: 'u by leaver',
    });
    await postCall(server, stays, ['u-sub-shared'], ['u-grp-shared'], { text: 'u by stays' });
    await postCall(server, stays, ['u-sub-shared'], ['u-grp-solo'], { text: 'u via solo group' });
    // The user deletes themself.
    await remove('/api/users/u-leaver', leaver);
  });

  it('deletes solely owned subscribers with their calls, removes the owner from shared ones', async () => {
    expectError(await get('/api/callsigns/u-sub-solo'), 4040);
    expect((await get('/api/callsigns/u-sub-shared')).body.ownerNames).toEqual(['u-stays']);
    expect((await calls()).has('u to solo sub')).toBe(false);
  });

  it('deletes the calls the user made, whatever the case of the name', async () => {
    const after = await calls();
    expect(after.has('u by leaver')).toBe(false);
    expect(after.has('u by stays')).toBe(true);
  });

  it('deletes solely owned rubrics with their news, removes the owner from shared ones', async () => {
    expectError(await get('/api/rubrics/u-rub-solo'), 4040);
    expectError(await get('/api/news?rubricName=u-rub-solo'), 4040);
    expect((await get('/api/rubrics/u-rub-shared')).body.ownerNames).toEqual(['u-stays']);
  });

  it('deletes solely owned groups with their cascade, removes the owner from shared ones', async () => {
    expectError(await get('/api/transmitterGroups/u-grp-solo'), 4040);
    expectError(await get('/api/rubrics/u-rub-ongrp'), 4040);
    expect((await calls()).has('u via solo group')).toBe(false);
    expect((await get('/api/transmitterGroups/u-grp-shared')).body.ownerNames).toEqual(['u-stays']);
  });

  it('deletes solely owned transmitters with their cascade, removes the owner from shared ones', async () => {
    expectError(await get('/api/transmitters/u_tx_solo'), 4040);
    expectError(await get('/api/transmitterGroups/u-grp-txsolo'), 4040);
    expect((await get('/api/transmitters/u_tx_shared')).body.ownerNames).toEqual(['u-stays']);
    expect((await get('/api/transmitters/u_tx_other')).status).toBe(200);
  });

  it('leaves node owners and news authors as they were', async () => {
    expect((await get('/api/nodes/u-node')).body.ownerNames).toEqual(['U-Leaver']);
    const news = await get('/api/news?rubricName=u-rub-shared');
    expect(news.body[0]).toMatchObject({ text: 'by the leaver', ownerName: 'u-leaver' });
  });

  it('leaves a consistent state: every remaining reference exists', async () => {
    const names = async (path: string) =>
      new Set(((await get(path)).body as { name: string }[]).map((item) => item.name));
    const users = await names('/api/users');
    const transmitters = await names('/api/transmitters');
    const groups = await names('/api/transmitterGroups');
    const subscribers = await names('/api/callsigns');
    const lower = (list: string[]) => list.map((name) => name.toLowerCase());
    for (const group of (await get('/api/transmitterGroups')).body) {
      for (const name of lower(group.transmitterNames)) expect(transmitters).toContain(name);
      for (const name of lower(group.ownerNames)) expect(users).toContain(name);
    }
    for (const rubric of (await get('/api/rubrics')).body) {
      for (const name of lower(rubric.transmitterGroupNames)) expect(groups).toContain(name);
    }
    for (const call of (await calls()).values()) {
      for (const name of lower(call.callSignNames)) expect(subscribers).toContain(name);
      for (const name of lower(call.transmitterGroupNames)) expect(groups).toContain(name);
      expect(users).toContain(call.ownerName.toLowerCase());
    }
  });
});
