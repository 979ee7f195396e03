import { z } from 'zod';
import { LIMITS } from './limits.js';
import { integer, nameList, text } from './fields.js';

/** PUT /rubrics/{name} body. */
export const rubricInputSchema = z.object({
  number: integer({ ...LIMITS.rubricNumber, fallback: 0 }),
  transmitterGroupNames: nameList(LIMITS.lists.transmitterGroups),
  label: text(LIMITS.rubricLabel.min, LIMITS.rubricLabel.max),
  ownerNames: nameList(LIMITS.lists.owners),
});

export const rubricSchema = z.object({
  name: z.string(),
  number: z.number(),
  transmitterGroupNames: z.array(z.string()),
  label: z.string(),
  ownerNames: z.array(z.string()),
});

export type Rubric = z.output<typeof rubricSchema>;
