import { z } from 'zod';
import { LIMITS, NEWS_CALL_RIC_BASE } from './limits.js';
import { integer, nameList, text } from './fields.js';

/** PUT /rubrics/{name} body. */
export const rubricInputSchema = z.object({
  number: integer({ ...LIMITS.rubricNumber, fallback: 0 }),
  transmitterGroupNames: nameList(),
  label: text(LIMITS.rubricLabel.min, LIMITS.rubricLabel.max),
  ownerNames: nameList(),
});

export const rubricSchema = z.object({
  name: z.string(),
  number: z.number(),
  transmitterGroupNames: z.array(z.string()),
  label: z.string(),
  ownerNames: z.array(z.string()),
});

export type RubricInput = z.output<typeof rubricInputSchema>;
export type Rubric = z.output<typeof rubricSchema>;

/** Rubric content is also paged as a plain call to this RIC, for non-Skyper pagers. */
export function rubricCallRic(rubricNumber: number): number {
  return NEWS_CALL_RIC_BASE + rubricNumber;
}
