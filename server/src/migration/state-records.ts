/**
 * One Core State.json record in, one record in the Core's exact shape and field order out. Every
 * field the file omits gets the Core's default: null for runtime fields, 0 for counters, 1 for
 * the identification address, OFFLINE for a transmitter and SUSPENDED for a node.
 */
import {
  ANTENNA_TYPES,
  NODE_STATUSES,
  PERSONAL_POWER_LIMIT_WATTS,
  TRANSMITTER_STATUSES,
  TRANSMITTER_USAGES,
  DEFAULTS,
  hasOnlyTimeSlotCharacters,
  joinTimeSlots,
  repairTimeSlot,
  type Call,
  type News,
  type Node,
  type Rubric,
  type TransmitterGroup,
} from '@dapnet/model';
import type { SubscriberRecord, TransmitterRecord } from '../store/store.js';
import type { UserRecord } from '../store/users-table.js';
import {
  address,
  decimal,
  flag,
  instant,
  integer,
  isObject,
  names,
  oneOf,
  text,
  textOrNull,
  type JsonObject,
} from './json-values.js';

export function readUser(name: string, record: JsonObject): UserRecord {
  return {
    name,
    mail: text(record.mail, ''),
    admin: flag(record.admin),
    // Kept as it is, so the old passwords keep working.
    hash: text(record.hash, ''),
  };
}

export function readSubscriber(name: string, record: JsonObject): SubscriberRecord {
  const pagers = Array.isArray(record.pagers) ? record.pagers.filter(isObject) : [];
  return {
    name,
    description: text(record.description, ''),
    numeric: flag(record.numeric),
    pagers: pagers.map((pager) => ({
      number: integer(pager.number, 0),
      name: text(pager.name, ''),
    })),
    ownerNames: names(record.ownerNames),
  };
}

/**
 * The Core kept time slots as typed and allowed none; transmitter software needs them upper-case,
 * sorted and never empty (model/src/time-slots.ts). A repair beyond case and order is reported.
 */
function timeSlotOf(name: string, value: unknown, warnings: string[]): string {
  const typed = text(value, '');
  const repaired = repairTimeSlot(typed);
  if (!hasOnlyTimeSlotCharacters(typed) || joinTimeSlots(typed) === '') {
    warnings.push(
      `transmitters[${name}].timeSlot: ${JSON.stringify(typed)} is not a list of slots; set to ${repaired}`,
    );
  }
  return repaired;
}

export function readTransmitter(
  name: string,
  record: JsonObject,
  warnings: string[] = [],
): TransmitterRecord {
  const power = text(record.power, '0');
  // Old state files predate `usage`; the power tells the class (widerange above 1 W).
  const usageByPower = decimal(power, 0) > PERSONAL_POWER_LIMIT_WATTS ? 'WIDERANGE' : 'PERSONAL';
  return {
    name,
    authKey: text(record.authKey, ''),
    longitude: text(record.longitude, '0'),
    latitude: text(record.latitude, '0'),
    power,
    nodeName: textOrNull(record.nodeName),
    address: address(record.address),
    timeSlot: timeSlotOf(name, record.timeSlot, warnings),
    ownerNames: names(record.ownerNames),
    deviceType: textOrNull(record.deviceType),
    deviceVersion: textOrNull(record.deviceVersion),
    callCount: integer(record.callCount, 0),
    status: oneOf(record.status, TRANSMITTER_STATUSES, 'OFFLINE'),
    antennaAboveGroundLevel: integer(record.antennaAboveGroundLevel, 0),
    antennaType: oneOf(record.antennaType, ANTENNA_TYPES, 'OMNI'),
    antennaDirection: integer(record.antennaDirection, 0),
    antennaGainDbi: decimal(record.antennaGainDbi, 0),
    lastUpdate: instant(record.lastUpdate),
    usage: oneOf(record.usage, TRANSMITTER_USAGES, usageByPower),
    identificationAddress: integer(
      record.identificationAddress,
      DEFAULTS.coreIdentificationAddress,
    ),
    lastConnected: instant(record.lastConnected),
    connectedSince: instant(record.connectedSince),
  };
}

export function readTransmitterGroup(name: string, record: JsonObject): TransmitterGroup {
  return {
    name,
    description: text(record.description, ''),
    transmitterNames: names(record.transmitterNames),
    ownerNames: names(record.ownerNames),
  };
}

export function readRubric(name: string, record: JsonObject): Rubric {
  return {
    name,
    number: integer(record.number, 0),
    transmitterGroupNames: names(record.transmitterGroupNames),
    label: text(record.label, ''),
    ownerNames: names(record.ownerNames),
  };
}

/**
 * The stored node status is kept: the Core resets every node to SUSPENDED when it starts, but
 * our server has no cluster to find out again, so the file's view is the best one there is.
 */
export function readNode(name: string, record: JsonObject): Node {
  return {
    name,
    longitude: text(record.longitude, '0'),
    latitude: text(record.latitude, '0'),
    address: address(record.address),
    status: oneOf(record.status, NODE_STATUSES, 'SUSPENDED'),
    ownerNames: names(record.ownerNames),
    version: textOrNull(record.version),
  };
}

/** A call, or undefined when it has no usable timestamp (the Core requires one). */
export function readCall(record: JsonObject): Call | undefined {
  const timestamp = instant(record.timestamp);
  if (timestamp === null) return undefined;
  return {
    text: text(record.text, ''),
    callSignNames: names(record.callSignNames),
    transmitterGroupNames: names(record.transmitterGroupNames),
    emergency: flag(record.emergency),
    timestamp,
    ownerName: text(record.ownerName, ''),
  };
}

/** Rubric content for `slot`, or undefined when it has no usable timestamp. */
export function readNews(rubricName: string, slot: number, record: JsonObject): News | undefined {
  const timestamp = instant(record.timestamp);
  if (timestamp === null) return undefined;
  return {
    text: text(record.text, ''),
    rubricName: text(record.rubricName, rubricName),
    number: integer(record.number, slot),
    timestamp,
    ownerName: text(record.ownerName, ''),
  };
}
