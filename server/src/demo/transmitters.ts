/**
 * Turns the demo sites into transmitter records in the Core's exact shape and field order
 * (transmitterSchema), including the runtime fields a live Core would have set: a connected
 * transmitter has a node, an address and a device; a disconnected one keeps only lastConnected.
 * At start the server's simulated transmitters (simulator/demo.ts) log in as the ONLINE ones with
 * these devices and auth keys, and their sessions set node, address and times anew.
 */
import { PERSONAL_POWER_LIMIT_WATTS } from '@dapnet/model';
import type { TransmitterRecord } from '../store/store.js';
import type { Random } from './random.js';
import { SITES, type Site } from './sites.js';
import { ONLINE_NODE_NAMES } from './nodes.js';
import { MINUTES_PER_DAY, MINUTES_PER_HOUR, minutesAgo } from './time.js';

interface Device {
  type: string;
  version: string;
}

/** Each device ("type version") as many times as its weight, in the order given. */
function weighted(weights: Record<string, number>): readonly Device[] {
  return Object.entries(weights).flatMap(([device, weight]) => {
    const [type = '', version = ''] = device.split(' ');
    return Array.from({ length: weight }, () => ({ type, version }));
  });
}

/**
 * The devices a site is given at random, each as often as it is likely: widerange sites mostly
 * run UniPager; hotspots run MMDVM or the DAPNET proxy.
 */
const WIDERANGE_DEVICES = weighted({
  'UniPager 1.0.3': 3,
  'UniPager 1.0.2': 2,
  'RasPager 1.0': 1,
  'SDRPager 2.1': 1,
  'PiPager-C9000 1.3': 1,
});
const PERSONAL_DEVICES = weighted({
  'MMDVM 20200427': 2,
  'DAPNET-Proxy 1.2.0': 1,
  'UniPager 1.0.3': 1,
});

/** Valid per the Core's TimeSlot rule: sorted, unique hex digits. */
const WIDERANGE_SLOTS = ['0123', '4567', '89AB', 'CDEF', '048C', '159D', '26AE', '37BF'];
const PERSONAL_SLOTS = ['0', '37', '0F', '8', '4C'];

/** Letters and digits without look-alikes, like the web app's password generator. */
const AUTH_KEY_ALPHABET = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';

const isPersonal = (site: Site) => Number(site.power) <= PERSONAL_POWER_LIMIT_WATTS;

function hamnetAddress(random: Random) {
  return {
    ip_addr: `44.${random.int(128, 191)}.${random.int(0, 255)}.${random.int(1, 254)}`,
    port: random.int(32_768, 60_999),
  };
}

/** Calls sent so far: hotspots page a few people, widerange sites the whole region. */
function callCount(site: Site, personal: boolean, random: Random): number {
  if (site.neverConnected) return 0;
  return personal ? random.int(12, 3_000) : random.int(1_500, 95_000);
}

function transmitter(site: Site, device: Device, random: Random, now: Date): TransmitterRecord {
  const personal = isPersonal(site);
  const directional = !personal && random.chance(0.25);
  const connected = site.status === 'ONLINE';
  // An ERROR transmitter stays ERROR after its session broke: its last node and address remain.
  const keepsSession = connected || site.status === 'ERROR';
  const connectedMinutes = random.int(10, 20 * MINUTES_PER_DAY);
  const lastConnected = site.neverConnected
    ? null
    : minutesAgo(
        now,
        connected ? connectedMinutes : random.int(2 * MINUTES_PER_HOUR, 40 * MINUTES_PER_DAY),
      );
  return {
    name: site.name,
    authKey: random.text(AUTH_KEY_ALPHABET, 20),
    longitude: site.longitude,
    latitude: site.latitude,
    power: site.power,
    nodeName: keepsSession ? random.pick(ONLINE_NODE_NAMES) : null,
    address: keepsSession ? hamnetAddress(random) : null,
    timeSlot: random.pick(personal ? PERSONAL_SLOTS : WIDERANGE_SLOTS),
    ownerNames: [...site.ownerNames],
    deviceType: site.neverConnected ? null : device.type,
    deviceVersion: site.neverConnected ? null : device.version,
    callCount: callCount(site, personal, random),
    status: site.status,
    antennaAboveGroundLevel: personal ? random.int(5, 15) : random.int(15, 120),
    antennaType: directional ? 'DIRECTIONAL' : 'OMNI',
    antennaDirection: directional ? random.int(0, 35) * 10 : 0,
    antennaGainDbi: personal ? random.pick([0, 2.15]) : random.pick([2.15, 3, 5, 6, 7.5, 9]),
    lastUpdate: minutesAgo(now, random.int(3 * MINUTES_PER_DAY, 400 * MINUTES_PER_DAY)),
    usage: personal ? 'PERSONAL' : 'WIDERANGE',
    identificationAddress: random.chance(0.85) ? 8 : 1,
    lastConnected,
    // The Core sets lastConnected and connectedSince together on connect; a disconnect clears
    // only connectedSince.
    connectedSince: connected ? lastConnected : null,
  };
}

export function buildTransmitters(random: Random, now: Date): TransmitterRecord[] {
  // Devices go round in turn rather than at random, so every kind shows up in the device chart.
  const turns = { personal: 0, widerange: 0 };
  return SITES.map((site) => {
    const devices = isPersonal(site) ? PERSONAL_DEVICES : WIDERANGE_DEVICES;
    const turn = isPersonal(site) ? turns.personal++ : turns.widerange++;
    return transmitter(site, devices[turn % devices.length] as Device, random, now);
  });
}
