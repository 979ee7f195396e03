import { z } from 'zod';
import { LIMITS } from './limits.js';
import { nameList, text } from './fields.js';

/** PUT /transmitterGroups/{name} body. The description is required but may be empty. */
export const transmitterGroupInputSchema = z.object({
  description: text(LIMITS.description.min, LIMITS.description.max),
  transmitterNames: nameList(LIMITS.lists.groupTransmitters),
  ownerNames: nameList(LIMITS.lists.owners),
});

export const transmitterGroupSchema = z.object({
  name: z.string(),
  description: z.string(),
  transmitterNames: z.array(z.string()),
  ownerNames: z.array(z.string()),
});

export type TransmitterGroup = z.output<typeof transmitterGroupSchema>;

/** The conventional group that holds every transmitter. */
export const ALL_TRANSMITTERS_GROUP = 'all';
