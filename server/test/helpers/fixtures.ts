/**
 * Quick ways to fill a test server through the API, and the request bodies the tests vary.
 * Every record is created by the admin, as only admins may create.
 */
import { request, type ApiResponse, type TestServer } from './server.js';

export type Credentials = [string, string];

export const ADMIN: Credentials = ['admin', 'admin'];
export const PASSWORD = 'password1';
/** Credentials nobody has: a 401 wherever they are sent. */
export const WRONG: Credentials = ['admin', 'wrong1'];

/** Fails the test with the answer when a setup request did not succeed. */
function ensure(response: ApiResponse<any>, what: string): ApiResponse<any> {
  if (response.status >= 300) {
    throw new Error(`${what} failed: ${response.status} ${response.text}`);
  }
  return response;
}

export async function createUser(
  server: Pick<TestServer, 'url'>,
  name: string,
  options: { admin?: boolean; password?: string; mail?: string } = {},
): Promise<Credentials> {
  const password = options.password ?? PASSWORD;
  ensure(
    await request(server, 'PUT', `/api/users/${name}`, {
      auth: ADMIN,
      body: { hash: password, mail: options.mail ?? `${name}@example.org`, admin: !!options.admin },
    }),
    `create user ${name}`,
  );
  return [name, password];
}

/** The usual cast: `owner` will own records, `other` owns nothing. */
export async function createCast(server: Pick<TestServer, 'url'>) {
  const owner = await createUser(server, 'owner');
  const other = await createUser(server, 'other');
  return { admin: ADMIN, owner, other };
}

export function transmitterBody(overrides: Record<string, unknown> = {}) {
  return {
    authKey: 'secret1',
    latitude: '50.12345',
    longitude: '8.5',
    power: '12.5',
    usage: 'WIDERANGE',
    antennaAboveGroundLevel: 20,
    antennaType: 'OMNI',
    antennaDirection: 0,
    antennaGainDbi: 2.5,
    identificationAddress: 8,
    timeSlot: '0123',
    ownerNames: ['owner'],
    ...overrides,
  };
}

export function groupBody(transmitterNames: string[], overrides: Record<string, unknown> = {}) {
  return { description: 'A group', transmitterNames, ownerNames: ['owner'], ...overrides };
}

export function subscriberBody(overrides: Record<string, unknown> = {}) {
  return {
    description: 'A subscriber',
    pagers: [{ number: 12345, name: 'Skyper' }],
    ownerNames: ['owner'],
    ...overrides,
  };
}

export function rubricBody(groupNames: string[], overrides: Record<string, unknown> = {}) {
  return {
    number: 5,
    label: 'Weather',
    transmitterGroupNames: groupNames,
    ownerNames: ['owner'],
    ...overrides,
  };
}

export function nodeBody(overrides: Record<string, unknown> = {}) {
  return { latitude: '50.5', longitude: '8.25', ownerNames: ['owner'], ...overrides };
}

export function callBody(
  callSignNames: string[],
  groupNames: string[],
  overrides: Record<string, unknown> = {},
) {
  return {
    text: 'Hello',
    callSignNames,
    transmitterGroupNames: groupNames,
    emergency: false,
    ...overrides,
  };
}

async function put(server: Pick<TestServer, 'url'>, path: string, body: unknown) {
  return ensure(await request(server, 'PUT', path, { auth: ADMIN, body }), `PUT ${path}`).body;
}

export const createTransmitter = (
  server: Pick<TestServer, 'url'>,
  name: string,
  overrides: Record<string, unknown> = {},
) => put(server, `/api/transmitters/${name}`, transmitterBody(overrides));

export const createGroup = (
  server: Pick<TestServer, 'url'>,
  name: string,
  transmitterNames: string[],
  overrides: Record<string, unknown> = {},
) => put(server, `/api/transmitterGroups/${name}`, groupBody(transmitterNames, overrides));

export const createSubscriber = (
  server: Pick<TestServer, 'url'>,
  name: string,
  overrides: Record<string, unknown> = {},
) => put(server, `/api/callsigns/${name}`, subscriberBody(overrides));

export const createRubric = (
  server: Pick<TestServer, 'url'>,
  name: string,
  groupNames: string[],
  overrides: Record<string, unknown> = {},
) => put(server, `/api/rubrics/${name}`, rubricBody(groupNames, overrides));

export const createNode = (
  server: Pick<TestServer, 'url'>,
  name: string,
  overrides: Record<string, unknown> = {},
) => put(server, `/api/nodes/${name}`, nodeBody(overrides));

export async function postCall(
  server: Pick<TestServer, 'url'>,
  auth: Credentials,
  callSignNames: string[],
  groupNames: string[],
  overrides: Record<string, unknown> = {},
) {
  return ensure(
    await request(server, 'POST', '/api/calls', {
      auth,
      body: callBody(callSignNames, groupNames, overrides),
    }),
    'POST /api/calls',
  ).body;
}

export async function postNews(
  server: Pick<TestServer, 'url'>,
  auth: Credentials,
  rubricName: string,
  text: string,
  number = 0,
) {
  return ensure(
    await request(server, 'POST', '/api/news', { auth, body: { text, rubricName, number } }),
    'POST /api/news',
  ).body;
}

/** A transmitter, a group holding it and a subscriber, all owned by `owner`. */
export async function createNetwork(server: Pick<TestServer, 'url'>) {
  await createTransmitter(server, 'tx1');
  await createGroup(server, 'grp1', ['tx1']);
  await createSubscriber(server, 'sub1');
}
