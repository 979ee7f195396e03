import { z } from 'zod';
import { LIMITS } from './limits.js';
import { VALIDATION } from './messages.js';
import { nameList } from './fields.js';
import { addressSchema } from './address.js';
import { latitudeSchema, longitudeSchema } from './transmitter.js';

const optionalAddress = z
  .object({
    ip_addr: z.string({ error: VALIDATION.ipAddress }).min(1, { error: VALIDATION.ipAddress }),
    port: z
      .number({ error: VALIDATION.ipAddress })
      .int({ error: VALIDATION.ipAddress })
      .min(LIMITS.port.min, { error: VALIDATION.ipAddress })
      .max(LIMITS.port.max, { error: VALIDATION.ipAddress }),
  })
  .nullable()
  .optional();

/** PUT /nodes/{name} body. The Core ignores `status` here and derives it itself. */
export const nodeInputSchema = z.object({
  latitude: latitudeSchema,
  longitude: longitudeSchema,
  ownerNames: nameList(LIMITS.lists.owners),
  address: optionalAddress,
  version: z.string().nullable().optional(),
  status: z.string().nullable().optional(),
});

/** A node: one DAPNET Core instance of the cluster. */
export const nodeSchema = z.object({
  name: z.string(),
  longitude: z.string(),
  latitude: z.string(),
  address: addressSchema.nullable(),
  status: z.string(),
  ownerNames: z.array(z.string()),
  version: z.string().nullable(),
});

export type Node = z.output<typeof nodeSchema>;
