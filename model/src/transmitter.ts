import { z } from 'zod';
import { DEFAULTS, LIMITS, PERSONAL_POWER_LIMIT_WATTS } from './limits.js';
import { VALIDATION } from './messages.js';
import { choice, decimal, decimalText, integer, nameList, text } from './fields.js';
import { timeSlotSchema } from './time-slots.js';
import { addressSchema } from './address.js';

export const TRANSMITTER_STATUSES = ['ONLINE', 'OFFLINE', 'ERROR', 'DISABLED'] as const;
export const TRANSMITTER_USAGES = ['WIDERANGE', 'PERSONAL'] as const;
export const ANTENNA_TYPES = ['OMNI', 'DIRECTIONAL'] as const;

export type TransmitterStatus = (typeof TRANSMITTER_STATUSES)[number];
export type TransmitterUsage = (typeof TRANSMITTER_USAGES)[number];
export type AntennaType = (typeof ANTENNA_TYPES)[number];

/**
 * The class a transmitter of this power belongs to (spec section 9): widerange above 1 W,
 * personal at or below. The Core stores any combination, so forms warn about a mismatch rather
 * than refuse it.
 */
export function usageForPower(watts: number): TransmitterUsage {
  return watts > PERSONAL_POWER_LIMIT_WATTS ? 'WIDERANGE' : 'PERSONAL';
}

export const latitudeSchema = decimalText({ ...LIMITS.latitude, ...LIMITS.coordinateDigits });
export const longitudeSchema = decimalText({ ...LIMITS.longitude, ...LIMITS.coordinateDigits });

/**
 * PUT /transmitters/{name} body. `status` is optional: only DISABLED (or leaving DISABLED)
 * changes it; any other value keeps the current status.
 */
export const transmitterInputSchema = z.object({
  authKey: text(LIMITS.authKey.min, LIMITS.authKey.max),
  latitude: latitudeSchema,
  longitude: longitudeSchema,
  power: decimalText(LIMITS.power),
  usage: choice(TRANSMITTER_USAGES),
  antennaAboveGroundLevel: integer({ ...LIMITS.antennaAboveGroundLevel, fallback: 0 }),
  antennaType: choice(ANTENNA_TYPES),
  antennaDirection: integer({ ...LIMITS.antennaDirection, fallback: 0 }),
  antennaGainDbi: decimal(LIMITS.antennaGainDbi.min, LIMITS.antennaGainDbi.max, 0),
  identificationAddress: integer({
    ...LIMITS.ric,
    fallback: DEFAULTS.coreIdentificationAddress,
    message: VALIDATION.address21Bits,
  }),
  timeSlot: timeSlotSchema,
  ownerNames: nameList(LIMITS.lists.owners),
  status: z.enum(TRANSMITTER_STATUSES).optional().catch(undefined),
});

/** A transmitter as the Core returns it; `authKey` is hidden from non-owners. */
export const transmitterSchema = z.object({
  name: z.string(),
  authKey: z.string().optional(),
  longitude: z.string(),
  latitude: z.string(),
  power: z.string(),
  nodeName: z.string().nullable(),
  address: addressSchema.nullable(),
  timeSlot: z.string(),
  ownerNames: z.array(z.string()),
  deviceType: z.string().nullable(),
  deviceVersion: z.string().nullable(),
  callCount: z.number(),
  status: z.string(),
  antennaAboveGroundLevel: z.number(),
  antennaType: z.string(),
  antennaDirection: z.number(),
  antennaGainDbi: z.number(),
  lastUpdate: z.string().nullable(),
  usage: z.string(),
  identificationAddress: z.number(),
  lastConnected: z.string().nullable(),
  connectedSince: z.string().nullable(),
});

export type TransmitterInput = z.output<typeof transmitterInputSchema>;
export type Transmitter = z.output<typeof transmitterSchema>;
