/**
 * Delivery through the real HTTP API and database: what each connected transmitter is given
 * when calls, rubric content, rubrics and activations are sent, and on the Core's schedule.
 * The transmitter sessions are replaced by a dispatch that records; see delivery-tcp for the wire.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createDelivery, type Delivery } from '../../src/paging/delivery/index.js';
import { NO_PAGING } from '../../src/paging/paging-events.js';
import type { Store } from '../../src/store/store.js';
import {
  ADMIN,
  createCast,
  createGroup,
  createRubric,
  createSubscriber,
  createTransmitter,
} from '../helpers/fixtures.js';
import { request, startServer, type TestServer } from '../helpers/server.js';
import { FakeClock, RecordingDispatch } from './delivery-fakes.js';

const START = Date.UTC(2026, 2, 7, 9, 3, 27);

let store: Store;
let server: TestServer;
let delivery: Delivery;
const clock = new FakeClock(START);
// tx_c is registered but not connected.
const dispatch = new RecordingDispatch(new Set(['tx_a', 'tx_b', 'tx_d']));
const errors: unknown[] = [];
const log = { info: () => {}, debug: () => {}, error: (error: unknown) => errors.push(error) };

const wire = (name: string) => dispatch.of(name).map((m) => `${m.ric} ${m.function} ${m.text}`);

beforeAll(async () => {
  server = await startServer({
    parts: (opened) => {
      delivery = createDelivery(opened, dispatch, log, { clock });
      return {
        app: { paging: { ...NO_PAGING, ...delivery } },
        stop: async () => delivery.stop(),
      };
    },
  });
  store = server.store;

  await createCast(server);
  for (const [name, address] of [
    ['tx_a', 101],
    ['tx_b', 102],
    ['tx_c', 103],
    ['tx_d', 104],
  ] as const)
    await createTransmitter(server, name, { identificationAddress: address });
  await createGroup(server, 'club', ['tx_a', 'tx_b', 'tx_c']);
  await createGroup(server, 'city', ['tx_a', 'tx_d']);
  await createSubscriber(server, 'dl1abc', {
    pagers: [
      { number: 1111, name: 'Skyper' },
      { number: 2222, name: 'Alphapoc' },
    ],
  });
  await createRubric(server, 'weather', ['club'], { number: 5, label: 'Wetter' });
  dispatch.clear();
});

afterEach(() => {
  dispatch.clear();
  expect(errors).toEqual([]);
});

afterAll(async () => {
  await server.close();
});

const post = (path: string, body: unknown) =>
  request(server, 'POST', `/api/${path}`, { auth: ADMIN, body });
const callCounts = async () =>
  Object.fromEntries((await store.transmitters.list()).map((t) => [t.name, t.callCount]));

describe('a call', () => {
  it('reaches exactly the connected transmitters of its group, once per pager RIC', async () => {
    const before = await callCounts();
    const response = await post('calls', {
      text: 'Grüße',
      callSignNames: ['DL1ABC'],
      transmitterGroupNames: ['club'],
      emergency: false,
    });
    expect(response.status).toBe(201);
    expect(wire('tx_a')).toEqual(['1111 3 Gr}~e', '2222 3 Gr}~e']);
    expect(wire('tx_b')).toEqual(['1111 3 Gr}~e', '2222 3 Gr}~e']);
    expect(dispatch.of('tx_c')).toEqual([]);
    expect(dispatch.of('tx_d')).toEqual([]);
    expect(dispatch.of('tx_a').map((m) => m.priority)).toEqual(['CALL', 'CALL']);
    // Like the Core, every transmitter of the groups counts the call, connected or not.
    expect(await callCounts()).toEqual({
      ...before,
      tx_a: before['tx_a']! + 1,
      tx_b: before['tx_b']! + 1,
      tx_c: before['tx_c']! + 1,
    });
  });

  it('reaches a transmitter in two of its groups once, with emergency priority', async () => {
    await post('calls', {
      text: 'QRV?',
      callSignNames: ['dl1abc'],
      transmitterGroupNames: ['club', 'city'],
      emergency: true,
    });
    expect(wire('tx_a')).toEqual(['1111 3 QRV?', '2222 3 QRV?']);
    expect(wire('tx_d')).toEqual(['1111 3 QRV?', '2222 3 QRV?']);
    expect(dispatch.of('tx_a').map((m) => m.priority)).toEqual(['EMERGENCY', 'EMERGENCY']);
  });
});

describe('rubrics', () => {
  it('send a posted content as a call to 1000 + number and in the Skyper format', async () => {
    expect((await post('news', { rubricName: 'weather', text: 'Sonne', number: 4 })).status).toBe(
      201,
    );
    // Rubric 5 → '$', slot 4 → '$', "Sonne" shifted by one → "Tpoof".
    expect(wire('tx_a')).toEqual(['1005 3 Sonne', '4520 3 $$Tpoof']);
    expect(wire('tx_b')).toEqual(wire('tx_a'));
    expect(dispatch.of('tx_d')).toEqual([]);
    expect(dispatch.of('tx_a').map((m) => m.priority)).toEqual(['CALL', 'NEWS']);
  });

  it('send the whole rubric again when content goes to the first slot automatically', async () => {
    await post('news', { rubricName: 'weather', text: 'Regen', number: 0 });
    // "Regen" is in slot 1 ('!'); "Sonne" moved from slot 4 to 5 ('%').
    expect(wire('tx_a')).toEqual(['1005 3 Regen', '4520 3 $!Sfhfo', '4520 3 $%Tpoof']);
  });

  it('send the name of a created or changed rubric to its transmitters', async () => {
    await createRubric(server as Parameters<typeof createRubric>[0], 'traffic', ['city'], {
      number: 6,
      label: 'Verkehr',
    });
    expect(wire('tx_d')).toEqual(['4512 3 1%*Wfslfis']);
    expect(wire('tx_a')).toEqual(['4512 3 1%*Wfslfis']);
    expect(dispatch.of('tx_b')).toEqual([]);
  });

  it('send the names of its rubrics to the transmitter named in sendRubricNames', async () => {
    const response = await request(server, 'GET', '/api/transmitterControl/sendRubricNames/tx_a', {
      auth: ADMIN,
    });
    expect(response.status).toBe(200);
    expect(wire('tx_a')).toEqual(['4512 3 1%*Wfslfis', '4512 3 1$*Xfuufs']);
    expect(dispatch.received.size).toBe(1);
  });
});

describe('an activation', () => {
  it('sends the activation code to the RIC through the groups', async () => {
    expect(
      (await post('activation', { number: 12345, transmitterGroupNames: ['city'] })).status,
    ).toBe(200);
    expect(wire('tx_d')).toEqual(['12345 2 3#644559']);
    expect(dispatch.of('tx_b')).toEqual([]);
  });
});

describe('the periodic jobs', () => {
  it('send identification, time, rubric names and content on the Core schedule', async () => {
    clock.advance(60 * 60_000);
    const count = (name: string, source: string) =>
      dispatch.of(name).filter((m) => m.source === source).length;
    // The jobs read the database, so their messages follow a moment after their time.
    await vi.waitFor(() => {
      // Identification every 10 minutes to each connected transmitter's own address.
      expect(count('tx_a', 'identification')).toBe(6);
      expect(dispatch.of('tx_d').find((m) => m.source === 'identification')?.ric).toBe(104);
      expect(dispatch.of('tx_d').find((m) => m.source === 'identification')?.text).toBe('tx_d');
      // UTC time every 20 minutes in three formats, local time in between in two.
      expect(count('tx_b', 'time')).toBe(3 * 3 + 3 * 2);
      expect(
        new Set(
          dispatch
            .of('tx_b')
            .filter((m) => m.source === 'time')
            .map((m) => m.ric),
        ),
      ).toEqual(new Set([2504, 200, 216, 208, 224]));
      // Rubric names every 20 minutes to the rubric's transmitters; content once an hour.
      expect(count('tx_a', 'rubric-name')).toBe(3 * 2);
      expect(count('tx_b', 'rubric-name')).toBe(3);
      expect(wire('tx_b').filter((line) => line.startsWith('4520'))).toEqual([
        '4520 3 $!Sfhfo',
        '4520 3 $%Tpoof',
      ]);
      expect(dispatch.of('tx_c')).toEqual([]);
    });
  });

  it('stop with stop()', () => {
    delivery.stop();
    clock.advance(60 * 60_000);
    expect(dispatch.received.size).toBe(0);
    expect(clock.pending).toBe(0);
  });
});
