import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request, startServer, type TestServer } from '../helpers/server.js';
import {
  ADMIN,
  createCast,
  createTransmitter,
  transmitterBody,
  type Credentials,
} from '../helpers/fixtures.js';
import {
  ERROR_BODIES,
  expectError,
  expectViolations,
  type ExpectedViolation,
} from '../helpers/expectations.js';

let server: TestServer;
let owner: Credentials;
let other: Credentials;

beforeAll(async () => {
  server = await startServer({ demo: false });
  ({ owner, other } = await createCast(server));
  await createTransmitter(server, 'tx1');
});

afterAll(() => server.close());

const put = (overrides: Record<string, unknown>, name = 'check', auth = ADMIN) =>
  request(server, 'PUT', `/api/transmitters/${name}`, { auth, body: transmitterBody(overrides) });

async function expectOne(overrides: Record<string, unknown>, violation: ExpectedViolation) {
  expectViolations(await put(overrides), [violation]);
}

describe('transmitter auth key', () => {
  it('answers characters other than letters and digits with 406/4060', async () => {
    for (const authKey of ['bad key', 'pass!', 'äöü', 'a-b', '']) {
      const response = await put({ authKey });
      expectError(response, 4060);
      expect(response.body).toEqual(ERROR_BODIES.notAcceptable);
    }
  });

  it('checks permissions before the auth key', async () => {
    expectError(await put({ authKey: 'bad key' }, 'tx1', other), 4030);
    expectError(await put({ authKey: 'bad key' }, 'tx1', owner), 4060);
  });

  it('answers a missing auth key with a NotNull violation, not a 500', async () => {
    await expectOne(
      { authKey: null },
      { field: 'authKey', code: 6001, constraint: 'NotNull', message: 'must not be null' },
    );
  });

  it('limits the auth key to 64 characters', async () => {
    const long = 'k'.repeat(65);
    await expectOne(
      { authKey: long },
      {
        field: 'authKey',
        code: 6002,
        constraint: 'Size',
        message: 'size must be between 1 and 64',
        value: long,
      },
    );
    expect((await put({ authKey: 'k'.repeat(64) })).status).toBe(201);
  });
});

describe('transmitter time slots', () => {
  it('answers a missing time slot with a NotNull violation, not a 500', async () => {
    await expectOne(
      { timeSlot: null },
      { field: 'timeSlot', code: 6001, constraint: 'NotNull', message: 'must not be null' },
    );
  });

  it('refuses a character that names no slot', async () => {
    for (const timeSlot of ['47H', '0-1', ' 1']) {
      await expectOne(
        { timeSlot },
        {
          field: 'timeSlot',
          code: 6101,
          constraint: 'TimeSlot',
          message: 'must be a valid timeSlotDescription',
          value: timeSlot,
        },
      );
    }
  });

  it('refuses an empty time slot with a 4001 violation on the field', async () => {
    const response = await put({ timeSlot: '' }, 'slots');
    expectViolations(response, [
      {
        field: 'timeSlot',
        code: 6002,
        constraint: 'Size',
        message: 'must contain at least one timeSlot',
        value: '',
      },
    ]);
    expectError(await request(server, 'GET', '/api/transmitters/slots'), 4040);
  });

  it('stores time slots upper-case, sorted and without repeats, as transmitter software needs', async () => {
    const cases = [
      ['0123abcd', '0123ABCD'],
      ['A1A0', '01A'],
      ['98754', '45789'],
      ['0F', '0F'],
      ['0123456789ABCDEF', '0123456789ABCDEF'],
    ];
    for (const [timeSlot, stored] of cases) {
      const response = await put({ timeSlot }, 'slots');
      expect(response.status, timeSlot).toBeLessThan(300);
      expect(response.body.timeSlot).toBe(stored);
      const read = await request(server, 'GET', '/api/transmitters/slots', { auth: ADMIN });
      expect(read.body.timeSlot).toBe(stored);
    }
  });
});

describe('transmitter name', () => {
  it('refuses a name transmitter software could not log in with', async () => {
    for (const name of ['db0-abc', 'db0.abc', 'dö0abc']) {
      const response = await put({}, encodeURIComponent(name));
      expectError(response, 4001);
      expect(response.body.violations).toEqual([
        {
          field: 'name',
          code: 6000,
          constraint: 'Pattern',
          message: 'must contain only letters, digits and underscores',
          value: name,
        },
      ]);
    }
  });

  it('accepts letters, digits and underscores', async () => {
    const response = await put({}, 'db0_abc');
    expect(response.status).toBe(201);
  });
});

describe('transmitter numbers', () => {
  it('checks coordinates with Digits(3, 8) and their ranges', async () => {
    await expectOne(
      { latitude: '-90.5' },
      {
        field: 'latitude',
        code: 6003,
        constraint: 'Min',
        message: 'must be greater than or equal to -90',
        value: '-90.5',
      },
    );
    await expectOne(
      { longitude: '180.5' },
      {
        field: 'longitude',
        code: 6004,
        constraint: 'Max',
        message: 'must be less than or equal to 180',
        value: '180.5',
      },
    );
    await expectOne(
      { longitude: '1.000000001' },
      {
        field: 'longitude',
        code: 6005,
        constraint: 'Digits',
        message: 'numeric value out of bounds (<3 digits>.<8 digits> expected)',
        value: '1.000000001',
      },
    );
    const bad = await put({ latitude: 'north' });
    expectError(bad, 4001);
    expect(bad.body.violations[0]).toMatchObject({ field: 'latitude', value: 'north' });
  });

  it('checks power with Digits(3, 3), 0 to 200', async () => {
    await expectOne(
      { power: '1.2345' },
      {
        field: 'power',
        code: 6005,
        constraint: 'Digits',
        message: 'numeric value out of bounds (<3 digits>.<3 digits> expected)',
        value: '1.2345',
      },
    );
    await expectOne(
      { power: '200.5' },
      {
        field: 'power',
        code: 6004,
        constraint: 'Max',
        message: 'must be less than or equal to 200',
        value: '200.5',
      },
    );
    await expectOne(
      { power: '-1' },
      {
        field: 'power',
        code: 6003,
        constraint: 'Min',
        message: 'must be greater than or equal to 0',
        value: '-1',
      },
    );
    await expectOne(
      { power: null },
      { field: 'power', code: 6001, constraint: 'NotNull', message: 'must not be null' },
    );
    expect((await put({ power: '200.000' })).status).toBeLessThan(300);
  });

  it('checks the antenna values', async () => {
    await expectOne(
      { antennaDirection: 360 },
      {
        field: 'antennaDirection',
        code: 6004,
        constraint: 'Max',
        message: 'must be less than or equal to 359',
        value: '360',
      },
    );
    await expectOne(
      { antennaAboveGroundLevel: -1 },
      {
        field: 'antennaAboveGroundLevel',
        code: 6003,
        constraint: 'Min',
        message: 'must be greater than or equal to 0',
        value: '-1',
      },
    );
    await expectOne(
      { antennaAboveGroundLevel: 1001 },
      {
        field: 'antennaAboveGroundLevel',
        code: 6004,
        constraint: 'Max',
        message: 'must be less than or equal to 1000',
        value: '1001',
      },
    );
    await expectOne(
      { antennaGainDbi: 80.5 },
      {
        field: 'antennaGainDbi',
        code: 6004,
        constraint: 'Max',
        message: 'must be less than or equal to 80',
        value: '80.5',
      },
    );
    await expectOne(
      { antennaGainDbi: -51 },
      {
        field: 'antennaGainDbi',
        code: 6003,
        constraint: 'Min',
        message: 'must be greater than or equal to -50',
        value: '-51',
      },
    );
    expectError(await put({ antennaDirection: 1.5 }), 4003);
  });

  it('limits the identification address to 21 bits', async () => {
    await expectOne(
      { identificationAddress: 2097152 },
      {
        field: 'identificationAddress',
        code: 6004,
        constraint: 'Max',
        message: 'address is limited to 21 bits',
        value: '2097152',
      },
    );
    await expectOne(
      { identificationAddress: -1 },
      {
        field: 'identificationAddress',
        code: 6003,
        constraint: 'Min',
        message: 'address is limited to 21 bits',
        value: '-1',
      },
    );
  });
});

describe('transmitter choices and references', () => {
  it('treats an unknown enum constant as missing (NotNull)', async () => {
    await expectOne(
      { antennaType: 'YAGI' },
      {
        field: 'antennaType',
        code: 6001,
        constraint: 'NotNull',
        message: 'must not be null',
        value: 'YAGI',
      },
    );
    await expectOne(
      { usage: 'widerange' },
      {
        field: 'usage',
        code: 6001,
        constraint: 'NotNull',
        message: 'must not be null',
        value: 'widerange',
      },
    );
    await expectOne(
      { usage: null },
      { field: 'usage', code: 6001, constraint: 'NotNull', message: 'must not be null' },
    );
    expect((await put({ antennaType: 'DIRECTIONAL', usage: 'PERSONAL' })).status).toBeLessThan(300);
  });

  it('requires existing owners, at least one', async () => {
    await expectOne(
      { ownerNames: ['owner', 'ghost'] },
      {
        field: 'ownerNames',
        code: 6202,
        constraint: 'ValidOwnerNames',
        message: 'must contain names of existing users',
      },
    );
    await expectOne(
      { ownerNames: [] },
      {
        field: 'ownerNames',
        code: 6002,
        constraint: 'Size',
        message: 'must contain at least one ownerName',
        value: '[]',
      },
    );
  });

  it('reports every violation at once', async () => {
    const response = await put({ power: '999', timeSlot: '9Z', ownerNames: ['ghost'] }, 'ab');
    expectError(response, 4001);
    const fields = response.body.violations.map((violation: { field: string }) => violation.field);
    expect(fields.sort()).toEqual(['name', 'ownerNames', 'power', 'timeSlot']);
  });

  it('does not store a refused transmitter', async () => {
    await put({ power: '999' }, 'refused');
    expectError(await request(server, 'GET', '/api/transmitters/refused'), 4040);
  });
});
