import { z } from 'zod';
import { DEFAULTS, LIMITS, TIME_SLOTS } from './limits.js';
import { VALIDATION } from './messages.js';
import { choice, decimal, decimalText, integer, nameList, text } from './fields.js';
import { hasOnlyTimeSlotCharacters, joinTimeSlots } from './time-slots.js';
import { addressSchema } from './address.js';
import { TRANSMITTER_STATUSES, TRANSMITTER_USAGES, ANTENNA_TYPES } from './record-choices.js';

/**
 * The time slots transmitter software is sent at login (rules in time-slots.ts, which stays free
 * of the schema library: the map and the lists use it). Any case, order and repeats are accepted
 * and stored in one form, "A1a0" as "01A"; a character that names no slot, or no slot at all, is
 * refused. The length bound only stops absurd input: repeats make a long text still valid.
 */
export const timeSlotSchema = text(0, TIME_SLOTS.length * 4)
  .superRefine((value, ctx) => {
    if (typeof value !== 'string') return;
    if (value === '') {
      ctx.addIssue({
        code: 'custom',
        message: VALIDATION.atLeastOne,
        params: { constraint: 'Size', min: 1, max: TIME_SLOTS.length },
        input: value,
      });
    } else if (!hasOnlyTimeSlotCharacters(value)) {
      ctx.addIssue({
        code: 'custom',
        message: VALIDATION.timeSlot,
        params: { constraint: 'TimeSlot' },
        input: value,
      });
    }
  })
  .transform((value) => joinTimeSlots(value as string));

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
